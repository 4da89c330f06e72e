// @paddock/api-clients/browser/cart: the cart service's client for the browser alone, so that a page
// loads the code of the clients it calls and no other (see browser.ts).
import type { CartClient, CartClientOptions } from '../clients/cart.js';
import { makeCartClient } from '../clients/cart.js';
import { cartRouteTable } from '../route-tables/cart.js';

/** The cart service's client; answers taken as typed. */
export function createCartClient(options: CartClientOptions): CartClient {
  return makeCartClient(cartRouteTable, options);
}
