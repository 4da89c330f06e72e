import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { defaultLocale, isLocale, locales, type Locale } from './locales.js';

/** A lib's compiled texts in every locale; each lib with texts exports one. */
export type Catalog = Record<Locale, Messages>;

/**
 * One Lingui instance with the texts of the given catalogs, active in `locale`. The server makes one per
 * request; the browser makes one at hydration. Every locale is loaded, so switching needs no fetch.
 * With `debugWording`, every message is its own id.
 */
export function createI18n(
  locale: Locale,
  catalogs: readonly Catalog[],
  { debugWording = false }: { debugWording?: boolean } = {},
): I18n {
  const messages = Object.fromEntries(
    locales.map((each) => {
      const merged: Messages = Object.assign({}, ...catalogs.map((catalog) => catalog[each]));
      // `?debugWording=true` (SPEC §2): every text shows its key, for the people who write them.
      return [
        each,
        debugWording ? Object.fromEntries(Object.keys(merged).map((id) => [id, [id]])) : merged,
      ];
    }),
  );
  return setupI18n({ locale, locales: [...locales], messages });
}

/** The locale an instance is active in, as one of ours (French until one is activated). */
export function activeLocale(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
