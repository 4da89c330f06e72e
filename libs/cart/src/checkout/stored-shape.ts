import type { Cart, CrossSell } from '@paddock/api-clients';

/**
 * The shape checks of what this browser stored. The cart came from the cart service through the
 * client (which validated it) and went into storage by our own hand, so the schemas themselves are not
 * needed here: these guards only catch a state from another version of the site, or one edited by
 * hand, and keep zod out of every page's JavaScript.
 */
type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isDate = (value: unknown): value is string =>
  isText(value) && !Number.isNaN(Date.parse(value));
const isListOf = <T>(value: unknown, each: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(each);
const hasLocales = (value: unknown): boolean =>
  isObject(value) && isObject(value['fr']) && isObject(value['en']);

function isCartItem(value: unknown): value is Cart['groups'][number]['items'][number] {
  if (!isObject(value)) return false;
  const { product, audience } = value;
  return (
    isText(value['id']) &&
    isCount(value['quantity']) &&
    isCount(value['price']) &&
    isListOf(value['seatIds'] ?? [], isText) &&
    isObject(product) &&
    isText(product['secutixId']) &&
    isText(product['type']) &&
    hasLocales(product['localized']) &&
    isObject(audience) &&
    isText(audience['code']) &&
    hasLocales(audience['localized'])
  );
}

function isGroup(value: unknown): value is Cart['groups'][number] {
  return isObject(value) && isText(value['id']) && isListOf(value['items'], isCartItem);
}

/** A stored cart the pages can show: its id, validity, groups of items and total. */
export function isStoredCart(value: unknown): value is Cart {
  return (
    isObject(value) &&
    isText(value['uuid']) &&
    isDate(value['validity']) &&
    (value['shopUrl'] === undefined || isText(value['shopUrl'])) &&
    isListOf(value['groups'], isGroup) &&
    isCount(value['total'])
  );
}

/** A stored cross-sell the added-to-cart modal can show. */
export function isStoredCrossSell(value: unknown): value is CrossSell {
  return (
    isObject(value) &&
    isText(value['id']) &&
    isText(value['secutixId']) &&
    (value['type'] === 'ticket' || value['type'] === 'package') &&
    isDate(value['start']) &&
    isDate(value['end']) &&
    hasLocales(value['localized'])
  );
}
