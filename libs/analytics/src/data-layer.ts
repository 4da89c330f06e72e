/**
 * The audience data layer of SPEC §9: the tag manager reads `window.dataLayer`. Every page view pushes
 * the page's context over the defaults; a missing data layer is logged as 'GTM is not available'.
 */

export type DataLayerEvent = Record<string, unknown> & { event?: string };

/** The page context of SPEC §9, with its defaults. */
export interface PageContext {
  pageEnvironment: string;
  loginStatus: 'login' | 'logout';
  universe: string;
  template: string;
}

export const pageContextDefaults: PageContext = {
  pageEnvironment: 'prod',
  loginStatus: 'logout',
  universe: 'evenementiel',
  template: 'contenu',
};

/** The window as the tag manager uses it. */
export interface DataLayerWindow {
  dataLayer?: DataLayerEvent[] | undefined;
}

declare global {
  interface Window {
    /** The tag manager's data layer: there once audience measurement is allowed. */
    dataLayer?: DataLayerEvent[] | undefined;
  }
}

/** Pushes `event` to the data layer; false (and the SPEC §8 error) when there is none. */
export function pushEvent(win: DataLayerWindow, event: DataLayerEvent): boolean {
  if (!Array.isArray(win.dataLayer)) {
    console.error('GTM is not available');
    return false;
  }
  win.dataLayer.push(event);
  return true;
}

export interface PageView {
  /** Path and query of the page, e.g. `/fr/billetterie?fp=1`. */
  path: string;
  title: string;
  locale: string;
  context?: Partial<PageContext>;
}

/** The `virtualPageView` pushed on every route change (and the first page). */
export function virtualPageView(win: DataLayerWindow, { path, title, locale, context }: PageView) {
  return pushEvent(win, {
    event: 'virtualPageView',
    ...pageContextDefaults,
    ...context,
    pagePath: path,
    pageTitle: title,
    pageLocale: locale,
  });
}

/** Whether audience measurement may run: a consent store, or anything that answers `allows`. */
export interface AudienceConsent {
  allows(category: 'audience'): boolean;
}

/**
 * An event of the page's own (a contact form sent, a search…), pushed only with audience consent;
 * false when it was not pushed.
 */
export function trackEvent(
  win: DataLayerWindow,
  consent: AudienceConsent,
  event: DataLayerEvent & { event: string },
): boolean {
  return consent.allows('audience') ? pushEvent(win, event) : false;
}
