// The clients of @paddock/api-clients: one per service, the shared request helper and the timeout.
// These call the contracts' routes with their schemas, so every answer is validated (the site server,
// the services' own tests); `@paddock/api-clients/browser` has the same clients without zod.
import type { AccountClient, AccountClientOptions } from './account.js';
import type { CartClient, CartClientOptions } from './cart.js';
import type { ContentClient, ContentClientOptions } from './content.js';
import { makeAccountClient } from './account.js';
import { makeCartClient } from './cart.js';
import { makeContentClient } from './content.js';
import { streamEventParser } from './events.js';
import { streamEvents } from '../contracts/content.js';
import { accountRoutes, cartRoutes, contentRoutes } from '../contracts/routes.js';

export * from './common.js';
export {
  CartError,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
  type CartErrorCode,
  type CartFullDetails,
  type InvalidQuantityDetails,
} from './cart.js';
export { buyerOf, memberBuyer, type MemberBuyer } from './buyer.js';
export { isMemberOnly, memberOnlyRefusal, type MemberOnlyRefusal } from './member-only.js';
export {
  customerErrorMessage,
  isMember,
  membershipOf,
  type Membership,
  loginErrorCode,
  loginErrorMessage,
} from './account.js';

/** The content service's client; every answer validated with its route's schema. */
export function createContentClient(options: ContentClientOptions): ContentClient {
  return makeContentClient(contentRoutes, options);
}

/** The cart service's client; every answer validated with its route's schema. */
export function createCartClient(options: CartClientOptions): CartClient {
  return makeCartClient(cartRoutes, options);
}

/** The account service's client; every answer validated with its route's schema. */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  return makeAccountClient(accountRoutes, options);
}

/**
 * Parses an event received as `name` with `data` (the text of a `MessageEvent`) and validates it with
 * its schema: `{ name, data }`, or `null` for a name the stream does not define, data that is not JSON,
 * or JSON of another shape.
 */
export const parseStreamEvent = streamEventParser(streamEvents);
