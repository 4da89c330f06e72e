// What both flavours of the clients export (`@paddock/api-clients` and `@paddock/api-clients/browser`):
// the request helper, the timeout, the clients' types and the stream's names. Nothing here loads zod.
export {
  RequestError,
  callRoute,
  callRouteWithin,
  createHttp,
  toSearchParams,
  type Fetch,
  type Http,
  type HttpRequest,
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
export type {
  ContentArgs,
  ContentCallInit,
  ContentClient,
  ContentClientOptions,
  ContentResult,
  ContentRouteName,
  ContentRoutes,
  SubmitFormArgs,
  TicketAvailabilitiesArgs,
} from './content.js';
export type { CartClient, CartClientOptions } from './cart.js';
export type {
  AccountClient,
  AccountClientOptions,
  Bouquet,
  CustomerResult,
  LoginResult,
  RefreshResult,
} from './account.js';
export {
  eventStreamUrl,
  isStreamEventName,
  streamEventNames,
  type StreamEvent,
  type StreamEventParser,
} from './events.js';
