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

/** What of the chrome a page shows under these flags. */
export function chromeOf(flags: PageFlags): { menus: boolean; partners: boolean; footer: boolean } {
  const shown = !flags.fullPage || flags.landing;
  return { menus: shown, partners: shown, footer: shown };
}
