import type { CrossSell, ProductGroup } from '@paddock/api-clients';
import { inLocale, type Locale } from '@paddock/i18n';

/** At most this many cross-sells are offered after an add (SPEC §9). */
export const maxCrossSells = 4;

/** The price a cross-sell is offered at: its first price in the locale (French when untranslated). */
export function crossSellPrice(crossSell: CrossSell, locale: Locale) {
  return inLocale(crossSell.localized, locale).prices[0];
}

/**
 * The group that adds one of a cross-sell to a cart: its ticket at its offered price, once. A package
 * offer has none: the cart service takes tickets only (a package is no product it knows), and so does an
 * offer without its ticket's `productType`, its performance or a price.
 */
export function crossSellGroup(crossSell: CrossSell, locale: Locale): ProductGroup | null {
  const price = crossSellPrice(crossSell, locale);
  const { type, productType, performanceSecutixId } = crossSell;
  if (type !== 'ticket' || !productType || !performanceSecutixId || !price) return null;
  return {
    productSecutixId: crossSell.secutixId,
    composedPerformanceSecutixId: performanceSecutixId,
    productType,
    audiences: [{ id: price.id, quantity: 1, seatCategory: { locations: [], price: price.id } }],
  };
}
