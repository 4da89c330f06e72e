/**
 * The site's locales (SPEC §9), in a module without zod: the contracts' `locale` schema, the i18n lib,
 * the browser and the services all read them here.
 */
export const locales = ['fr', 'en'] as const;

export type Locale = (typeof locales)[number];

/** French is the default locale, and the only one whose home is unprefixed. */
export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale `value` names, or French (the default) for anything else: the one locale fallback. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The tag `Intl` formats a locale's dates and numbers with, the one place that picks it (French for any
 * other value, as `localeOrDefault`): British English
 * ('Saturday 12 June', '13.626 km') and the French of France.
 */
export function intlLocale(locale: string): 'en-GB' | 'fr-FR' {
  return locale === 'en' ? 'en-GB' : 'fr-FR';
}

/** A value of the catalogue in a locale; French when it was not translated. */
export function inLocale<T>(value: { fr: T; en?: T | undefined }, locale: Locale): T {
  return value[locale] ?? value.fr;
}
