/**
 * The HTTP routes of the services as plain data, without zod: method, path under the service's base
 * URL (`:name` for a parameter), whether the body is a URL-encoded form and whether the route needs a
 * bearer token. Each route's types (what its query and body take, what it answers) come from its
 * schemas in `contracts/route-schemas.ts` through a type-only reference, so the browser's clients are
 * typed by the contracts without carrying them. The contracts join both into `contentRoutes`,
 * `cartRoutes` and `accountRoutes`, the routes with their schemas that the site server's clients and
 * the local services validate with.
 */
import type * as z from 'zod/mini';
import type { accountSchemas, cartSchemas, contentSchemas } from './contracts/route-schemas.js';

/** The schemas of a route: its query's and body's, when it has them, and its answer's. */
export interface RouteSchemas {
  query?: z.ZodMiniType;
  /** A JSON body, or (`form: true`) a URL-encoded form. */
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
}

/** What an answer is checked with: a zod schema, or anything with the same `safeParse`. */
export interface AnswerSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: Error };
}

/** A route of a service, typed by its schemas `S`. */
export interface Route<S extends RouteSchemas = RouteSchemas> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** The body is a URL-encoded form rather than JSON. */
  form?: boolean;
  /** Needs `Authorization: Bearer <token>`. */
  bearer?: boolean;
  /**
   * The schema of the answer, when the route carries its schemas (`contentRoutes`…): `callRoute`
   * validates the answer with it. A route without one (`contentRouteTable`…) trusts the answer.
   */
  response?: AnswerSchema;
  /** The types of the route's schemas; never set (types only). */
  readonly '~schemas'?: S;
}

/** A route with its schemas at run time: what the services serve and the server's clients validate with. */
export interface RouteContract extends Omit<Route, 'response'>, RouteSchemas {}

/** The schemas (types) of a route: its own when it carries them, else those its description names. */
export type SchemasOf<R extends Route | RouteContract> = R extends RouteSchemas
  ? R
  : R extends { readonly '~schemas'?: infer S }
    ? S extends RouteSchemas
      ? S
      : never
    : never;

/** A table of route descriptions typed by the schemas of the same names (types only). */
type Described<Table, Schemas> = {
  [K in keyof Table]: Table[K] & {
    readonly '~schemas'?: K extends keyof Schemas ? Schemas[K] : never;
  };
};

type Description = Pick<Route, 'method' | 'path' | 'form' | 'bearer'>;

/** Each route of `Schemas`, described: no more, no fewer. */
type DescriptionsOf<Schemas> = { readonly [K in keyof Schemas]: Description };

/** The content service: sites, menus, alerts, pages, partners, the ticket catalogue (SPEC §7). */
const content = {
  sites: { method: 'GET', path: 'sites' },
  menu: { method: 'GET', path: 'menu/:site/:identifier' },
  alerts: { method: 'GET', path: 'alerts' },
  socialNetworks: { method: 'GET', path: ':site/social-networks' },
  ticketAvailabilities: { method: 'GET', path: 'ticket-availabilities' },
  wording: { method: 'GET', path: 'wording/:listIdentifier' },
  footer: { method: 'GET', path: 'footer' },
  pages: { method: 'GET', path: 'pages/:site' },
  page: { method: 'GET', path: 'page/:site/:identifier/i18n/:locale' },
  partnerCategories: { method: 'GET', path: 'partner-categories/:site' },
  tickets: { method: 'GET', path: 'tickets' },
  ticketPackages: { method: 'GET', path: 'ticket-packages' },
  ticketInfo: { method: 'GET', path: 'cart_info/:secutixId' },
  /**
   * Draft content is for previewers: the back office, holding the preview secret (bearer), is granted a
   * short-lived session for a previewer…
   */
  createPreviewSession: { method: 'POST', path: 'bo/preview-sessions', bearer: true },
  /** …which the site checks here (the session in `x-preview-token`): 200 while valid, else 401. */
  previewSession: { method: 'GET', path: 'preview-session' },
  standCategories: { method: 'GET', path: 'ticket/:secutixId/stands' },
  venue: { method: 'GET', path: 'venue/:site' },
  venueBlockSeats: { method: 'GET', path: 'venue/:site/blocks/:blockId' },
  ticketCrossSells: { method: 'GET', path: 'ticket/:secutixId/cross-sells' },
  packageCrossSells: { method: 'GET', path: 'ticket-package/:secutixId/cross-sells' },
  // Live data the browser asks for after hydration (SPEC §7 /live/{site}, /news, /event/locator/events,
  // /{site}/program-events) and the posts of a social wall.
  liveTiming: { method: 'GET', path: 'live/:site' },
  newsFeed: { method: 'GET', path: 'news/feed/:site' },
  locatorEvents: { method: 'GET', path: 'event/locator/events' },
  programEvents: { method: 'GET', path: ':site/program-events' },
  socialPosts: { method: 'GET', path: ':site/social-posts' },
  // The forms: a receipt, or a 422 `formRefusal` naming the refused fields.
  contact: { method: 'POST', path: 'contact' },
  submitForm: { method: 'POST', path: 'form/:formIdentifier/i18n/:locale' },
} as const satisfies DescriptionsOf<typeof contentSchemas>;

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

/** The account service (SPEC §7). */
const account = {
  login: { method: 'POST', path: 'api/mobile/login', form: true },
  customer: { method: 'GET', path: 'api/mobile/customer', bearer: true },
  bouquets: { method: 'GET', path: 'api/mobile/customer/bouquets', bearer: true },
  refresh: { method: 'POST', path: 'api/mobile/login/token/refresh', form: true, bearer: true },
  logout: { method: 'POST', path: 'api/mobile/logout', bearer: true },
} as const satisfies DescriptionsOf<typeof accountSchemas>;

export const contentRouteTable: Described<typeof content, typeof contentSchemas> = content;
export const cartRouteTable: Described<typeof cart, typeof cartSchemas> = cart;
export const accountRouteTable: Described<typeof account, typeof accountSchemas> = account;

export type ContentRouteTable = typeof contentRouteTable;
export type CartRouteTable = typeof cartRouteTable;
export type AccountRouteTable = typeof accountRouteTable;

/** The header of a previewer's session, which alone unlocks draft content (`draft=1`) on the content service. */
export const previewTokenHeader = 'x-preview-token';

/** Fills a route's `:params`: `pathOf('menu/:site/:identifier', { site: 'auto', identifier: 'main' })`. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
