import type { cartSchemas } from '../contracts/route-schemas.js';
import type { Described, DescriptionsOf } from '../route-table.js';

/** The cart service (SPEC §7). */
const cart = {
  createCart: { method: 'POST', path: 'carts' },
  getCart: { method: 'GET', path: 'carts/:cartId' },
  addItem: { method: 'POST', path: 'carts/:cartId/items' },
  removeItem: { method: 'DELETE', path: 'carts/:cartId/items/:itemId' },
  upsells: { method: 'GET', path: 'carts/:cartId/upsells' },
  /**
   * The order of a cart without a shop URL (SPEC §7's /order): pays it at the totals the service
   * computes; the same cart again answers the same order.
   */
  placeOrder: { method: 'POST', path: 'order' },
} as const satisfies DescriptionsOf<typeof cartSchemas>;

export const cartRouteTable: Described<typeof cart, typeof cartSchemas> = cart;
export type CartRouteTable = typeof cartRouteTable;
