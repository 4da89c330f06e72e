import { localizedPath, type Locale } from '@paddock/i18n';

/** The checkout routes of SPEC §2, in a locale: `/fr/checkout/cart`, `/en/checkout/informations`. */
export const checkoutPaths = {
  cart: (locale: Locale) => localizedPath(locale, '/checkout/cart'),
  informations: (locale: Locale) => localizedPath(locale, '/checkout/informations'),
};
