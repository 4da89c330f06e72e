import {
  CartError,
  type Cart,
  type CartClient,
  type CrossSell,
  type Order,
} from '@paddock/api-clients';
import {
  fixtureItem,
  fixtureProducts,
  fixtureShopHost,
  totalOf,
  type FixtureProduct,
} from './fixtures.js';

export interface FakeCartClientOptions {
  /** The service's clock; `Date.now` by default (fake timers move it). */
  now?: () => number;
  /** How long a cart is kept after its last add; 30 minutes by default. */
  ttlMinutes?: number;
  /** Whether carts get a shop URL (on `shop.example.test`); true by default. */
  withShopUrl?: boolean;
  /** What `upsells` offers (without what the cart already holds); none by default. */
  crossSells?: CrossSell[];
  /** Milliseconds every answer takes; 0 by default. */
  latency?: number;
  /** More tickets it sells, beside the fixture products (e.g. another lib's seated ticket). */
  products?: readonly FixtureProduct[];
}

/** A fake cart client and the carts it holds, by uuid. */
export interface FakeCartClient extends CartClient {
  carts: Map<string, Cart>;
  /** The orders placed, by cart uuid. */
  orders: Map<string, Order>;
}

/** A group as the client takes it (seat locations may be left out). */
type GroupInput = Parameters<CartClient['addItem']>[1];

const fixtureCatalogue: FixtureProduct[] = Object.values(fixtureProducts);

/**
 * An in-memory cart service over the fixture products, for tests and stories: it creates carts, adds
 * and removes items, refuses more than a price's maxQty (`INVALID_QUANTITY` with max and the product's
 * display names), places orders (the same cart again: the same order) and forgets expired carts
 * (`CART_NOT_FOUND`), as the real one does. Override a method to make it fail.
 */
export function fakeCartClient({
  now = () => Date.now(),
  ttlMinutes = 30,
  withShopUrl = true,
  crossSells = [],
  latency = 0,
  products: more = [],
}: FakeCartClientOptions = {}): FakeCartClient {
  const products = [...fixtureCatalogue, ...more];
  const carts = new Map<string, Cart>();
  let cartCount = 0;
  let groupCount = 0;

  const answer = <T>(value: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      const settle = () => {
        try {
          resolve(structuredClone(value()));
        } catch (error) {
          reject(error);
        }
      };
      if (latency > 0) setTimeout(settle, latency);
      else queueMicrotask(settle);
    });

  const validCart = (uuid: string): Cart => {
    const cart = carts.get(uuid);
    if (!cart || Date.parse(cart.validity) <= now()) {
      carts.delete(uuid);
      throw new CartError('CART_NOT_FOUND', `Cart ${uuid} does not exist or has expired.`, {
        status: 404,
      });
    }
    return cart;
  };

  const extended = (cart: Cart, groups: Cart['groups']): Cart => ({
    ...cart,
    validity: new Date(now() + ttlMinutes * 60_000).toISOString(),
    groups,
    total: totalOf(groups),
  });

  const groupOf = (cart: Cart | undefined, input: GroupInput): Cart['groups'][number] => {
    const lines =
      'productSecutixId' in input
        ? input.audiences.map((audience) => ({
            secutixId: input.productSecutixId,
            priceId: audience.id,
            quantity: audience.quantity,
            seatIds: audience.seatCategory?.locations ?? [],
          }))
        : [
            {
              secutixId: input.ticket_option_id,
              priceId: input.ticket_option_price_id,
              quantity: 1,
              seatIds: input.seatIds,
            },
          ];
    const held = cart?.groups.flatMap((group) => group.items) ?? [];
    groupCount += 1;
    return {
      id: `group-${groupCount}`,
      items: lines.map((line) => {
        const product = products.find((each) => each.secutixId === line.secutixId);
        const price = product?.prices.find((each) => each.id === line.priceId);
        if (!product || !price) {
          throw new CartError('UNKNOWN_PRODUCT', `No ticket ${line.secutixId}.`, { status: 400 });
        }
        const already = held
          .filter((item) => item.product.prices[0]?.id === price.id)
          .reduce((sum, item) => sum + item.quantity, 0);
        if (already + line.quantity > price.maxQty) {
          throw new CartError(
            'INVALID_QUANTITY',
            `At most ${price.maxQty} of ${product.name.fr} per cart.`,
            {
              status: 409,
              details: {
                max: price.maxQty,
                productName: product.name.fr,
                productNames: product.name,
              },
            },
          );
        }
        return fixtureItem(product, price.id, line.quantity, line.seatIds);
      }),
    };
  };

  const orders = new Map<string, Order>();
  let orderCount = 0;

  return {
    carts,
    orders,
    createCart: ({ groups }) =>
      answer(() => {
        cartCount += 1;
        const uuid = `00000000-0000-4000-8000-${String(cartCount).padStart(12, '0')}`;
        let cart: Cart = {
          uuid,
          validity: new Date(now()).toISOString(),
          ...(withShopUrl ? { shopUrl: `https://${fixtureShopHost}/cart/shop/${uuid}` } : {}),
          groups: [],
          total: 0,
        };
        for (const group of groups) cart = extended(cart, [...cart.groups, groupOf(cart, group)]);
        carts.set(uuid, cart);
        return cart;
      }),
    getCart: (cartId) => answer(() => validCart(cartId)),
    addItem: (cartId, group) =>
      answer(() => {
        const cart = validCart(cartId);
        const updated = extended(cart, [...cart.groups, groupOf(cart, group)]);
        carts.set(cartId, updated);
        return updated;
      }),
    removeItem: (cartId, itemId) =>
      answer(() => {
        const cart = validCart(cartId);
        if (!cart.groups.some((group) => group.items.some((item) => item.id === itemId))) {
          throw new CartError('ITEM_NOT_FOUND', `Cart ${cartId} has no item ${itemId}.`, {
            status: 404,
          });
        }
        const groups = cart.groups
          .map((group) => ({ ...group, items: group.items.filter((item) => item.id !== itemId) }))
          .filter((group) => group.items.length > 0);
        const updated = { ...cart, groups, total: totalOf(groups) };
        carts.set(cartId, updated);
        return updated;
      }),
    upsells: (cartId) =>
      answer(() => {
        const cart = validCart(cartId);
        const held = new Set(
          cart.groups.flatMap((group) => group.items.map((item) => item.product.secutixId)),
        );
        return crossSells.filter((offer) => !held.has(offer.secutixId));
      }),
    placeOrder: ({ cartId, buyer }) =>
      answer(() => {
        const placed = orders.get(cartId);
        if (placed) return placed;
        const cart = validCart(cartId);
        orderCount += 1;
        const order: Order = {
          reference: `P24-TEST-${String(orderCount).padStart(5, '0')}`,
          cartId,
          confirmedAt: new Date(now()).toISOString(),
          buyer,
          lines: cart.groups.flatMap((group) => group.items),
          total: cart.total,
        };
        orders.set(cartId, order);
        carts.delete(cartId);
        return order;
      }),
  };
}
