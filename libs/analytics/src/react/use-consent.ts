import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { trackEvent, type DataLayerEvent } from '../data-layer.js';
import {
  browserConsent,
  watchCookieLinks,
  type ConsentCategory,
  type ConsentChoice,
} from '../consent.js';

const subscribe = (listener: () => void) => browserConsent().subscribe(listener);

/**
 * Whether the visitor allows `category`. The server and the first render in the browser say no (the
 * choice is read after hydration), so what needs consent never renders before it.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => browserConsent().allows(category),
    () => category === 'necessary',
  );
}

/** The visitor's choice, or null while they have not chosen (and on the server). */
export function useConsentChoice(): ConsentChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => browserConsent().choice(),
    () => null,
  );
}

/**
 * Calls `open` whenever the preferences are asked for: `#cookie` in the address or in a clicked link,
 * or `browserConsent().openPreferences()` (a 'manage preferences' button of an embed).
 */
export function useConsentPreferencesRequest(open: () => void): void {
  useEffect(() => {
    const stopListening = browserConsent().onOpenPreferences(open);
    const stopWatching = watchCookieLinks(window, () => browserConsent().openPreferences());
    return () => {
      stopListening();
      stopWatching();
    };
  }, [open]);
}

/**
 * A function that pushes an event of the page's own (`{ event: 'contact_form', … }`) to the data layer,
 * only with audience consent.
 */
export function useTrackEvent(): (event: DataLayerEvent & { event: string }) => void {
  return useCallback((event) => {
    trackEvent(window, browserConsent(), event);
  }, []);
}
