/**
 * The cart service (SPEC §7): create a cart, read it, add a group, remove an item, its cross-sells.
 * Every call has the generic 12000 ms timeout (SPEC §9) and carries the visitor's account token when
 * there is one (the service decides membership from it). Every failure rejects with a `CartError`.
 * The client calls the routes it is given: the contracts' `cartRoutes` validate each answer (the
 * main entry's client), the bare `cartRouteTable` trusts it (the browser's).
 */
import type { CartRouteTable } from '../route-table.js';
import {
  RequestError,
  callRouteWithin,
  createHttp,
  type Fetch,
  type RouteBody,
  type RouteResponse,
} from './http.js';
import { readInvalidQuantityDetails } from './cart-refusal.js';
import { readApiError } from './refusals.js';
import { TimeoutError, defaultTimeoutMs } from './timeout.js';
import { CartError } from './cart-error.js';

export {
  CartError,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
  type CartErrorCode,
  type CartFullDetails,
  type InvalidQuantityDetails,
} from './cart-error.js';

type Cart = RouteResponse<CartRouteTable['getCart']>;
type CartCrossSells = RouteResponse<CartRouteTable['upsells']>;
type Order = RouteResponse<CartRouteTable['placeOrder']>;

export interface CartClient {
  /** `POST carts`: a new cart for a buyer with its first groups. */
  createCart(input: RouteBody<CartRouteTable['createCart']>): Promise<Cart>;
  /** `GET carts/{cartId}`; `CART_NOT_FOUND` once it has expired. */
  getCart(cartId: string): Promise<Cart>;
  /**
   * `POST carts/{cartId}/items`: one group; `INVALID_QUANTITY` above maxQty, `CART_FULL`,
   * `MEMBER_ONLY`, `LOGIN_REQUIRED`, `TOO_MANY_REQUESTS`.
   */
  addItem(cartId: string, group: RouteBody<CartRouteTable['addItem']>): Promise<Cart>;
  /** `DELETE carts/{cartId}/items/{itemId}`: the cart without that item. */
  removeItem(cartId: string, itemId: string): Promise<Cart>;
  /** `GET carts/{cartId}/upsells`: the cross-sells of what the cart holds. */
  upsells(cartId: string): Promise<CartCrossSells>;
  /**
   * `POST order`: pays a cart without a shop URL for the buyer's details; the same cart again gives
   * the same order. `CART_NOT_FOUND` (expired or unknown), `EMPTY_CART`, `LOGIN_REQUIRED` (a member's
   * cart without its account's token), `TOO_MANY_REQUESTS`.
   */
  placeOrder(input: RouteBody<CartRouteTable['placeOrder']>): Promise<Order>;
}

export interface CartClientOptions {
  /** The cart service's base URL, e.g. `http://localhost:3100/cart`. */
  baseUrl: string;
  fetch?: Fetch | undefined;
  /** Milliseconds before a call fails with `TIMEOUT`; 12000 by default (SPEC §9). */
  timeout?: number | undefined;
  /**
   * The logged-in visitor's account token, read at each call: sent as `Authorization: Bearer <token>`
   * when there is one, so that the service knows the member (member-only prices, the buyer's
   * details); nothing is sent without one.
   */
  token?: (() => string | null | undefined) | undefined;
}

/** A cart client calling `routes`: `cartRoutes` (validated answers) or `cartRouteTable` (trusted). */
export function makeCartClient(routes: CartRouteTable, options: CartClientOptions): CartClient {
  const http = createHttp({ baseUrl: options.baseUrl, fetch: options.fetch });
  const ms = options.timeout ?? defaultTimeoutMs;
  const headers = (): Record<string, string> | undefined => {
    const token = options.token?.();
    return token ? { authorization: `Bearer ${token}` } : undefined;
  };

  async function guard<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      // Only what the service or the network did becomes a CartError; a programming error (a bad
      // `timeout` option) surfaces as it is.
      if (error instanceof RequestError || error instanceof TimeoutError) throw toCartError(error);
      throw error;
    }
  }

  return {
    createCart: (body) =>
      guard(callRouteWithin(http, routes.createCart, { body, headers: headers() }, ms)),
    getCart: (cartId) =>
      guard(callRouteWithin(http, routes.getCart, { params: { cartId }, headers: headers() }, ms)),
    addItem: (cartId, body) =>
      guard(
        callRouteWithin(http, routes.addItem, { params: { cartId }, body, headers: headers() }, ms),
      ),
    removeItem: (cartId, itemId) =>
      guard(
        callRouteWithin(
          http,
          routes.removeItem,
          { params: { cartId, itemId }, headers: headers() },
          ms,
        ),
      ),
    upsells: (cartId) =>
      guard(callRouteWithin(http, routes.upsells, { params: { cartId }, headers: headers() }, ms)),
    placeOrder: (body) =>
      guard(callRouteWithin(http, routes.placeOrder, { body, headers: headers() }, ms)),
  };
}

function toCartError(error: RequestError | TimeoutError): CartError {
  if (error instanceof TimeoutError) {
    return new CartError('TIMEOUT', `The cart service did not answer in ${error.ms} ms`, {
      cause: error,
    });
  }
  switch (error.kind) {
    case 'network':
      return new CartError('NETWORK', error.message, { cause: error });
    case 'invalid-response':
      return new CartError('INVALID_RESPONSE', error.message, {
        status: error.status,
        cause: error,
      });
    case 'status': {
      const refusal = readApiError(error.body);
      if (!refusal) {
        return new CartError('HTTP_ERROR', error.message, { status: error.status, cause: error });
      }
      const { code, message, details } = refusal;
      const parsedDetails =
        code === 'INVALID_QUANTITY' ? readInvalidQuantityDetails(details) : details;
      return new CartError(code, message, {
        status: error.status,
        details: parsedDetails,
        cause: error,
      });
    }
  }
}
