import { localizedPath, localizedPaths, type LocalizedPaths } from './locales.js';
import type { Locale } from '@paddock/api-clients/lite';

/**
 * The checkout's routes (SPEC §2), without their locale: the cart, the buyer's details, then, for a
 * cart without a shop URL, the order's review and its confirmation. The one table of them: the site's
 * router and every link read it.
 */
export const checkoutSteps = {
  cart: '/checkout/cart',
  informations: '/checkout/informations',
  review: '/checkout/review',
  confirmation: '/checkout/confirmation',
} as const;

export type CheckoutStep = keyof typeof checkoutSteps;

const inLocale = (step: CheckoutStep) => (locale: Locale) =>
  localizedPath(locale, checkoutSteps[step]);

/** Each checkout step's path in a locale: `checkoutPaths.cart('fr')` is `/fr/checkout/cart`. */
export const checkoutPaths: Record<CheckoutStep, (locale: Locale) => string> = {
  cart: inLocale('cart'),
  informations: inLocale('informations'),
  review: inLocale('review'),
  confirmation: inLocale('confirmation'),
};

/** A checkout step in every locale (its hreflang alternates). */
export const checkoutAlternates = (step: CheckoutStep): LocalizedPaths =>
  localizedPaths(checkoutSteps[step]);
