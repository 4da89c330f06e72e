/** The query flags of SPEC §2. */
export interface PageFlags {
  /** `fp=1`: full page, without top menu, main menu, partners and footer… */
  fullPage: boolean;
  /** …unless `landing=1` is also set. */
  landing: boolean;
  /** `draft=1`: the content service's draft (with the preview token). */
  draft: boolean;
  /** `debugWording=true`: wording keys instead of texts. */
  debugWording: boolean;
}

export function readFlags(search: URLSearchParams): PageFlags {
  return {
    fullPage: search.get('fp') === '1',
    landing: search.get('landing') === '1',
    draft: search.get('draft') === '1',
    debugWording: search.get('debugWording') === 'true',
  };
}

/**
 * The flags as a query string, each one set written one way and always in this order (`?fp=1&landing=1`),
 * `''` when none is: `readFlags` reads back exactly `flags`. The HTML cache keys and renders a shared
 * page with it, so that any other parameter (`utm_source`, `gclid`…) or spelling of a flag is the same page.
 */
export function flagsQuery(flags: PageFlags): string {
  const query = new URLSearchParams();
  if (flags.fullPage) query.set('fp', '1');
  if (flags.landing) query.set('landing', '1');
  if (flags.draft) query.set('draft', '1');
  if (flags.debugWording) query.set('debugWording', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What of the chrome a page shows under these flags. */
export function chromeOf(flags: PageFlags): { menus: boolean; partners: boolean; footer: boolean } {
  const shown = !flags.fullPage || flags.landing;
  return { menus: shown, partners: shown, footer: shown };
}
