/**
 * The errors of the cart service's client, without zod: the browser code that tells the visitor what
 * went wrong loads this, not the schemas.
 */

/** The hint of a refused add above a price's maxQty: the maximum and the product's name (SPEC §8). */
export interface InvalidQuantityDetails {
  max: number;
  /** The product's display name in French. */
  productName: string;
  /** The product's display name per locale, when the service sent them. */
  productNames?: { fr: string; en?: string | undefined } | undefined;
}

/** The hint of a refused add to a cart that holds all it may: how many tickets a cart takes. */
export interface CartFullDetails {
  max: number;
}

/**
 * Why a cart call failed: the service's own code, or one of the client's.
 *
 * The service's: `INVALID_QUANTITY` (409, above a price's maxQty), `CART_FULL` (409, the cart holds
 * all it may, details `{ max }`), `MEMBER_ONLY` (403, a member-only price without a current member's
 * account token), `LOGIN_REQUIRED` (401, a member buyer without a valid account token: the session
 * has ended), `TOO_MANY_REQUESTS` (429, too many calls from this client in a short while),
 * `SEAT_CATEGORY_MISMATCH` (400, a seat at a price of another seat category), `CART_NOT_FOUND`…
 *
 * The client's: `NETWORK` (no answer), `TIMEOUT` (no answer in time), `HTTP_ERROR` (a status above
 * 299 without the service's error JSON), `INVALID_RESPONSE` (a 2xx answer that is not a cart /
 * cross-sell list).
 */
export type CartErrorCode =
  | 'INVALID_QUANTITY'
  | 'CART_FULL'
  | 'MEMBER_ONLY'
  | 'LOGIN_REQUIRED'
  | 'TOO_MANY_REQUESTS'
  | 'SEAT_CATEGORY_MISMATCH'
  | 'CART_NOT_FOUND'
  | 'NETWORK'
  | 'TIMEOUT'
  | 'HTTP_ERROR'
  | 'INVALID_RESPONSE'
  | (string & {});

export class CartError extends Error {
  override readonly name = 'CartError';
  readonly code: CartErrorCode;
  /** The HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  /**
   * The service's details: for `INVALID_QUANTITY`, `{ max, productName }` (undefined when the service
   * sent none that fit); for other codes, whatever it sent.
   */
  readonly details: InvalidQuantityDetails | Record<string, unknown> | undefined;

  constructor(
    code: CartErrorCode,
    message: string,
    extra: {
      status?: number | undefined;
      details?: InvalidQuantityDetails | Record<string, unknown> | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: extra.cause });
    this.code = code;
    this.status = extra.status;
    this.details = extra.details;
  }
}

/** A refused add above maxQty whose details carry `max` and `productName` (SPEC §8). */
export function isInvalidQuantityError(
  error: unknown,
): error is CartError & { code: 'INVALID_QUANTITY'; details: InvalidQuantityDetails } {
  // The client parsed the details when it made the error: only their presence is left to check.
  if (!(error instanceof CartError) || error.code !== 'INVALID_QUANTITY') return false;
  const details = error.details as Partial<InvalidQuantityDetails> | undefined;
  return typeof details?.max === 'number' && typeof details.productName === 'string';
}

/** A refused add to a full cart whose details carry how many tickets a cart takes (`max`). */
export function isCartFullError(
  error: unknown,
): error is CartError & { code: 'CART_FULL'; details: CartFullDetails } {
  if (!(error instanceof CartError) || error.code !== 'CART_FULL') return false;
  const max = (error.details as Partial<CartFullDetails> | undefined)?.max;
  return typeof max === 'number' && Number.isInteger(max) && max >= 0;
}

/** Whether a cart call failed with this service code (`MEMBER_ONLY`, `LOGIN_REQUIRED`…). */
export function isCartErrorOf(error: unknown, code: CartErrorCode): error is CartError {
  return error instanceof CartError && error.code === code;
}
