import { defaultLocale, localeOrDefault, type Locale } from '@paddock/api-clients/lite';

// The site's locales and their one fallback are the contracts' (the services read them too).
export {
  intlLocale,
  defaultLocale,
  inLocale,
  isLocale,
  localeOrDefault,
  locales,
  type Locale,
} from '@paddock/api-clients/lite';

/** The locale a path is in: its first segment when that is a locale, French otherwise. */
export function localeFromPath(pathname: string): Locale {
  return localeOrDefault(pathname.split('/')[1]);
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
