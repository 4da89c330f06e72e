/**
 * The audience data layer of SPEC §9: the tag manager reads `window.dataLayer`. Every page view pushes
 * the page's context over the defaults; a missing data layer, or one another script made unusable
 * (not an array, no `push`), is logged as 'GTM is not available' (SPEC §8) and nothing more happens.
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

/** The SPEC §8 message of a data layer that is missing or unusable. */
export const gtmUnavailableMessage = 'GTM is not available';

/**
 * The page's data layer if the tag manager can use it: an array with its `push` (the tag manager's own
 * once it has loaded). Anything else another script left in `window.dataLayer` is not one.
 */
export function usableDataLayer(win: DataLayerWindow): DataLayerEvent[] | null {
  const layer: unknown = win.dataLayer;
  return Array.isArray(layer) && typeof layer.push === 'function'
    ? (layer as DataLayerEvent[])
    : null;
}

/** Pushes `event` to the data layer; false (and the SPEC §8 error) when there is none to use. */
export function pushEvent(win: DataLayerWindow, event: DataLayerEvent): boolean {
  const layer = usableDataLayer(win);
  if (!layer) {
    console.error(gtmUnavailableMessage);
    return false;
  }
  layer.push(event);
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
