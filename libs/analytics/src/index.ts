// The public face of @paddock/analytics (no React; the bindings are in @paddock/analytics/react).
export {
  browserConsent,
  consentCategories,
  cookieStorage,
  createConsentStore,
  optionalCategories,
  watchCookieLinks,
  COOKIE_HASH,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_VERSION,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentStorage,
  type ConsentStore,
  type OptionalCategory,
} from './consent.js';
export {
  pageContextDefaults,
  gtmUnavailableMessage,
  pushEvent,
  trackEvent,
  usableDataLayer,
  virtualPageView,
  type AudienceConsent,
  type DataLayerEvent,
  type DataLayerWindow,
  type PageContext,
  type PageView,
} from './data-layer.js';
export {
  loadScript,
  pixelPageView,
  pixelUnavailableMessage,
  startPixel,
  startTagManager,
  PIXEL_DELAY_MS,
  type PixelOptions,
  type PixelWindow,
  type TagManagerOptions,
} from './tags.js';
export {
  classifyClick,
  clickedLinkOf,
  trackedEvents,
  watchClicks,
  type ClickEvent,
  type ClickedLink,
  type TrackedEvent,
  type TrackingRules,
} from './tracking.js';
export { watchHashLinks } from './hash-links.js';
