import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocale, localeOrDefault, locales, type Locale } from './locales.js';

/** A lib's compiled texts in every locale; each lib with texts exports one. */
export type Catalog = Record<Locale, Messages>;

/**
 * Every locale's messages of a list of catalogs, merged once (and once more with `debugWording`): the
 * server makes a Lingui per request from the same list, and merging some 600 texts each time costs. They
 * are frozen, so no instance can change what the others read.
 */
const mergedMessages = new WeakMap<readonly Catalog[], Map<boolean, Record<Locale, Messages>>>();

function messagesOf(catalogs: readonly Catalog[], debugWording: boolean): Record<Locale, Messages> {
  let byMode = mergedMessages.get(catalogs);
  if (!byMode) {
    byMode = new Map();
    mergedMessages.set(catalogs, byMode);
  }
  let messages = byMode.get(debugWording);
  if (!messages) {
    messages = Object.fromEntries(
      locales.map((each) => {
        const merged: Messages = Object.assign({}, ...catalogs.map((catalog) => catalog[each]));
        // `?debugWording=true` (SPEC §2): every text shows its key, for the people who write them.
        return [
          each,
          Object.freeze(
            debugWording ? Object.fromEntries(Object.keys(merged).map((id) => [id, [id]])) : merged,
          ),
        ];
      }),
    ) as Record<Locale, Messages>;
    byMode.set(debugWording, messages);
  }
  return messages;
}

/**
 * One Lingui instance with the texts of the given catalogs, active in `locale`. The server makes one per
 * request; the browser makes one at hydration. Every locale is loaded, so switching needs no fetch.
 * With `debugWording`, every message is its own id. The messages of one list of catalogs are shared
 * (read-only) by every instance made from it: pass the same list each time (a constant).
 */
export function createI18n(
  locale: Locale,
  catalogs: readonly Catalog[],
  { debugWording = false }: { debugWording?: boolean } = {},
): I18n {
  return setupI18n({
    locale,
    locales: intlLocale(locale),
    messages: messagesOf(catalogs, debugWording),
  });
}

/**
 * Switches an instance to `locale`: its texts, and the `Intl` locale its messages' plurals and numbers
 * are formatted with (`intlLocale`: '0 laps' and '1,234' in English, '0 tour' and '1 234' in French).
 */
export function activateLocale(i18n: I18n, locale: Locale): void {
  i18n.activate(locale, intlLocale(locale));
}

/** The locale an instance is active in, as one of ours (French until one is activated). */
export function activeLocale(i18n: I18n): Locale {
  return localeOrDefault(i18n.locale);
}
