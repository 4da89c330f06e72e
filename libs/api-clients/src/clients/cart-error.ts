/**
 * The errors of the cart service's client, without zod: the browser code that tells the visitor what
 * went wrong loads this, not the schemas.
 */

/** The hint of a refused add above a price's maxQty: the maximum and the product's name (SPEC §8). */
export interface InvalidQuantityDetails {
  max: number;
  productName: string;
}

/**
 * Why a cart call failed: the service's own code (`INVALID_QUANTITY`, `MEMBER_ONLY`,
 * `CART_NOT_FOUND`…), or one of the client's: `NETWORK` (no answer), `TIMEOUT` (no answer in time),
 * `HTTP_ERROR` (a status above 299 without the service's error JSON), `INVALID_RESPONSE` (a 2xx
 * answer that is not a cart / cross-sell list).
 */
export type CartErrorCode =
  | 'INVALID_QUANTITY'
  | 'MEMBER_ONLY'
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
