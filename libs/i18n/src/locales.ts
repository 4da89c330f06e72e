/** The site's locales; French is the default and the only one whose home is unprefixed. */
export const locales = ['fr', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a path is in: its first segment when that is a locale, French otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The path of `path` in `locale` (SPEC §2): the home is `/` in French and `/{locale}` otherwise; every
 * other page carries its locale, `/fr/partenaires`, `/en/checkout/cart`.
 */
export function localizedPath(locale: Locale, path = '/'): string {
  const rest = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  if (rest === '') {
    return locale === defaultLocale ? '/' : `/${locale}`;
  }
  return `/${locale}${rest}`;
}

/** The same page in every locale, keyed by locale (hreflang alternates, the locale switcher). */
export type LocalizedPaths = Record<Locale, string>;

export function localizedPaths(path = '/'): LocalizedPaths {
  return { fr: localizedPath('fr', path), en: localizedPath('en', path) };
}
