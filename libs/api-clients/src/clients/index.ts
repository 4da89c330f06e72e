// The clients of @paddock/api-clients: one per service, the shared request helper and the timeout.
export {
  RequestError,
  callRoute,
  callRouteWithin,
  createHttp,
  toSearchParams,
  type Fetch,
  type Logger,
  type PathParamNames,
  type RequestErrorKind,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteRequest,
  type RouteResponse,
} from './http.js';
export { TimeoutError, defaultTimeoutMs, withTimeout } from './timeout.js';
export {
  createContentClient,
  type ContentArgs,
  type ContentCallInit,
  type ContentClient,
  type ContentClientOptions,
  type ContentResult,
  type ContentRouteName,
  type ContentRoutes,
  type TicketAvailabilitiesArgs,
} from './content.js';
export {
  CartError,
  createCartClient,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
  type CartClient,
  type CartClientOptions,
  type CartErrorCode,
  type CartFullDetails,
  type InvalidQuantityDetails,
} from './cart.js';
export { memberBuyer, type MemberBuyer } from './buyer.js';
export {
  createAccountClient,
  customerErrorMessage,
  isMember,
  membershipOf,
  type Membership,
  loginErrorCode,
  loginErrorMessage,
  type AccountClient,
  type AccountClientOptions,
  type Bouquet,
  type CustomerResult,
  type LoginResult,
  type RefreshResult,
} from './account.js';
export {
  eventStreamUrl,
  isStreamEventName,
  parseStreamEvent,
  streamEventNames,
  type StreamEvent,
} from './events.js';
