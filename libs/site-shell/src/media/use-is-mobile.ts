import { useSyncExternalStore } from 'react';

/** Mobile mode is below 1025 px wide (SPEC §9); the CSS modules use the same breakpoint. */
export const mobileMediaQuery = '(max-width: 1024.98px)';

function mobileMedia(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileMediaQuery)
    : undefined;
}

/** Whether the window is in mobile mode right now (false on the server and without matchMedia). */
export function isMobileNow(): boolean {
  return mobileMedia()?.matches ?? false;
}

// The media query only reports when the breakpoint is crossed, so resizing costs nothing: there is no
// resize listener to debounce.
function subscribe(onChange: () => void) {
  const media = mobileMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const desktopFirst = () => false;
const mobileFirst = () => true;

/**
 * Whether the page is in mobile mode. The server and the hydrating render say `assumed` (desktop unless
 * told), so both render the same first frame; a browser in the other mode re-renders right after
 * hydration. A part whose two modes differ in size assumes the mode its CSS cannot give it before that.
 */
export function useIsMobile(assumed: 'desktop' | 'mobile' = 'desktop'): boolean {
  return useSyncExternalStore(
    subscribe,
    isMobileNow,
    assumed === 'mobile' ? mobileFirst : desktopFirst,
  );
}
