// @paddock/api-clients/browser: the clients of the content, cart and account services and of the event
// stream for the browser, without zod or the contract schemas. They behave as the main entry's (the
// same methods, errors, timeouts and logs, SPEC §7–§9), except that a 2xx answer of our own services,
// which validate what they send with the contracts, is taken as the type its route names rather than
// validated again. Types still come from the contract schemas (type-only references, erased). The
// constants, the membership rule and the cart's errors are `@paddock/api-clients/lite`'s, which this
// entry's clients share (one `CartError` class whichever entry a module imports it from).
import { streamEventParser } from './clients/events.js';

export * from './clients/common.js';
export {
  accountRouteTable,
  cartRouteTable,
  contentRouteTable,
  pathOf,
  previewTokenHeader,
  type Route,
} from './route-table.js';

// Each client is also an entry of its own (`/browser/content`, `/browser/cart`, `/browser/account`):
// a page that calls one service loads that client's code alone.
export { createContentClient } from './browser/content.js';
export { createCartClient } from './browser/cart.js';
export { createAccountClient } from './browser/account.js';

/**
 * Parses an event received as `name` with `data` (the text of a `MessageEvent`): `{ name, data }` for
 * a name the stream defines and data that is a JSON object, taken as its event's type; `null` otherwise.
 */
export const parseStreamEvent = streamEventParser();
