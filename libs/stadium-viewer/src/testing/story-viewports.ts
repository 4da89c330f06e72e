// Storybook's own viewports (MINIMAL_VIEWPORTS): `npm run storybook:test` sizes Chromium to them.
/** A large phone, 414 px wide: mobile mode (below 1025 px). */
export const mobileViewport = { viewport: { value: 'mobile2', isRotated: false } };
/** 1280 px wide: desktop mode. */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };
