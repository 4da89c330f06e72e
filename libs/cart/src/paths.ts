import { localizedPath, type Locale } from '@paddock/i18n';

/**
 * The checkout routes of SPEC §2, in a locale: `/fr/checkout/cart`, `/en/checkout/informations`; then,
 * for a cart without a shop URL, the order's review and its confirmation.
 */
export const checkoutPaths = {
  cart: (locale: Locale) => localizedPath(locale, '/checkout/cart'),
  informations: (locale: Locale) => localizedPath(locale, '/checkout/informations'),
  review: (locale: Locale) => localizedPath(locale, '/checkout/review'),
  confirmation: (locale: Locale) => localizedPath(locale, '/checkout/confirmation'),
};
