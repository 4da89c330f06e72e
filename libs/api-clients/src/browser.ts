// @paddock/api-clients/browser: the clients of the content, cart and account services and of the event
// stream for the browser, without zod or the contract schemas. They behave as the main entry's (the
// same methods, errors, timeouts and logs, SPEC §7–§9), except that a 2xx answer of our own services,
// which validate what they send with the contracts, is taken as the type its route names rather than
// validated again. Types still come from the contract schemas (type-only references, erased). The
// constants, the membership rule and the cart's errors are `@paddock/api-clients/lite`'s, which this
// entry's clients share (one `CartError` class whichever entry a module imports it from).
import type { AccountClient, AccountClientOptions } from './clients/account.js';
import type { CartClient, CartClientOptions } from './clients/cart.js';
import type { ContentClient, ContentClientOptions } from './clients/content.js';
import { makeAccountClient } from './clients/account.js';
import { makeCartClient } from './clients/cart.js';
import { makeContentClient } from './clients/content.js';
import { streamEventParser } from './clients/events.js';
import { accountRouteTable, cartRouteTable, contentRouteTable } from './route-table.js';

export * from './clients/common.js';
export {
  accountRouteTable,
  cartRouteTable,
  contentRouteTable,
  pathOf,
  previewTokenHeader,
  type Route,
} from './route-table.js';

/** The content service's client; answers taken as typed. */
export function createContentClient(options: ContentClientOptions): ContentClient {
  return makeContentClient(contentRouteTable, options);
}

/** The cart service's client; answers taken as typed. */
export function createCartClient(options: CartClientOptions): CartClient {
  return makeCartClient(cartRouteTable, options);
}

/** The account service's client; answers taken as typed. */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  return makeAccountClient(accountRouteTable, options);
}

/**
 * Parses an event received as `name` with `data` (the text of a `MessageEvent`): `{ name, data }` for
 * a name the stream defines and data that is a JSON object, taken as its event's type; `null` otherwise.
 */
export const parseStreamEvent = streamEventParser();
