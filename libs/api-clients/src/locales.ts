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

/** A value of the catalogue in a locale; French when it was not translated. */
export function inLocale<T>(value: { fr: T; en?: T | undefined }, locale: Locale): T {
  return value[locale] ?? value.fr;
}
