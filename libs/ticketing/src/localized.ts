import type { Locale } from '@paddock/i18n';

/** A value of the catalogue in the visitor's locale; French when it was not translated. */
export function inLocale<T>(value: { fr: T; en?: T | undefined }, locale: Locale): T {
  return value[locale] ?? value.fr;
}
