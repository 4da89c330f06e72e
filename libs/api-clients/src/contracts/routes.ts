/**
 * The HTTP routes of the services, as data: method, path under the service's base URL (`:name` for a
 * parameter), what the query or body must be, and what the answer is. The clients call them; the local
 * services register a handler per route and validate both ways with the same schemas.
 */
import { z } from 'zod';
import {
  bouquetsResponse,
  customerResponse,
  loginForm,
  loginResponse,
  logoutResponse,
  refreshForm,
  refreshResponse,
} from './account.js';
import { cart, cartGroupInput, createCartInput } from './cart.js';
import { flag, locale, siteId } from './common.js';
import {
  liveTiming,
  liveTimingQuery,
  locatorEvent,
  locatorEventsQuery,
  newsFeed,
  newsFeedQuery,
  programEvents,
  programEventsQuery,
  socialPost,
  socialPostsQuery,
} from './live.js';
import { contactSubmission, formReceipt, formSubmission } from './forms.js';
import {
  alert,
  footer,
  menu,
  page,
  pageSummary,
  partnerCategory,
  previewSession,
  previewSessionGrant,
  site,
  socialNetwork,
  wordingList,
} from './content.js';
import {
  crossSell,
  standCategory,
  ticket,
  ticketAvailabilities,
  ticketInfo,
  ticketPackage,
  venue,
  venueBlockSeats,
} from './tickets.js';

export interface RouteContract {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: z.ZodType;
  /** A JSON body, or (`form: true`) a URL-encoded form. */
  body?: z.ZodType;
  form?: boolean;
  /** Needs `Authorization: Bearer <token>`. */
  bearer?: boolean;
  response: z.ZodType;
}

function route<const R extends RouteContract>(contract: R): R {
  return contract;
}

/** A comma-separated list in a query string (`secutixIds=A,B`). */
const commaList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

const localeQuery = z.object({ locale });
const draftQuery = z.object({ locale, draft: flag.optional() });

/** The content service: sites, menus, alerts, pages, partners, the ticket catalogue (SPEC §7). */
export const contentRoutes = {
  sites: route({ method: 'GET', path: 'sites', query: draftQuery, response: z.array(site) }),
  menu: route({ method: 'GET', path: 'menu/:site/:identifier', query: draftQuery, response: menu }),
  alerts: route({
    method: 'GET',
    path: 'alerts',
    query: draftQuery.extend({ site: siteId }),
    response: z.array(alert),
  }),
  socialNetworks: route({
    method: 'GET',
    path: ':site/social-networks',
    query: localeQuery,
    response: z.array(socialNetwork),
  }),
  ticketAvailabilities: route({
    method: 'GET',
    path: 'ticket-availabilities',
    query: z.object({
      draft: flag.optional(),
      secutixIds: commaList,
      packageSecutixIds: commaList,
    }),
    response: ticketAvailabilities,
  }),
  wording: route({
    method: 'GET',
    path: 'wording/:listIdentifier',
    query: localeQuery,
    response: wordingList,
  }),
  footer: route({
    method: 'GET',
    path: 'footer',
    query: localeQuery.extend({ site: siteId }),
    response: footer,
  }),
  pages: route({
    method: 'GET',
    path: 'pages/:site',
    query: draftQuery,
    response: z.array(pageSummary),
  }),
  page: route({
    method: 'GET',
    path: 'page/:site/:identifier/i18n/:locale',
    query: z.object({ draft: flag.optional() }),
    response: page,
  }),
  partnerCategories: route({
    method: 'GET',
    path: 'partner-categories/:site',
    query: localeQuery,
    response: z.array(partnerCategory),
  }),
  tickets: route({
    method: 'GET',
    path: 'tickets',
    query: z.object({ eventCode: z.string().min(1).default('24A') }),
    response: z.array(ticket),
  }),
  ticketPackages: route({
    method: 'GET',
    path: 'ticket-packages',
    query: z.object({ eventCode: z.string().min(1).default('24A') }),
    response: z.array(ticketPackage),
  }),
  ticketInfo: route({ method: 'GET', path: 'cart_info/:secutixId', response: ticketInfo }),
  /**
   * Draft content is for previewers: the back office, holding the preview secret (bearer), is granted a
   * short-lived session for a previewer…
   */
  createPreviewSession: route({
    method: 'POST',
    path: 'bo/preview-sessions',
    bearer: true,
    response: previewSessionGrant,
  }),
  /** …which the site checks here (the session in `x-preview-token`): 200 while valid, else 401. */
  previewSession: route({ method: 'GET', path: 'preview-session', response: previewSession }),
  standCategories: route({
    method: 'GET',
    path: 'ticket/:secutixId/stands',
    response: z.array(standCategory),
  }),
  venue: route({ method: 'GET', path: 'venue/:site', response: venue }),
  venueBlockSeats: route({
    method: 'GET',
    path: 'venue/:site/blocks/:blockId',
    response: venueBlockSeats,
  }),
  ticketCrossSells: route({
    method: 'GET',
    path: 'ticket/:secutixId/cross-sells',
    response: z.array(crossSell),
  }),
  packageCrossSells: route({
    method: 'GET',
    path: 'ticket-package/:secutixId/cross-sells',
    response: z.array(crossSell),
  }),
  // Live data the browser asks for after hydration (SPEC §7 /live/{site}, /news, /event/locator/events,
  // /{site}/program-events) and the posts of a social wall.
  liveTiming: route({
    method: 'GET',
    path: 'live/:site',
    query: liveTimingQuery,
    response: liveTiming,
  }),
  newsFeed: route({
    method: 'GET',
    path: 'news/feed/:site',
    query: newsFeedQuery,
    response: newsFeed,
  }),
  locatorEvents: route({
    method: 'GET',
    path: 'event/locator/events',
    query: locatorEventsQuery,
    response: z.array(locatorEvent),
  }),
  programEvents: route({
    method: 'GET',
    path: ':site/program-events',
    query: programEventsQuery,
    response: programEvents,
  }),
  socialPosts: route({
    method: 'GET',
    path: ':site/social-posts',
    query: socialPostsQuery,
    response: z.array(socialPost),
  }),
  // The forms: a receipt, or a 422 `formRefusal` naming the refused fields.
  contact: route({
    method: 'POST',
    path: 'contact',
    body: contactSubmission,
    response: formReceipt,
  }),
  submitForm: route({
    method: 'POST',
    path: 'form/:formIdentifier/i18n/:locale',
    body: formSubmission,
    response: formReceipt,
  }),
} as const;

/** The cart service (SPEC §7). */
export const cartRoutes = {
  createCart: route({ method: 'POST', path: 'carts', body: createCartInput, response: cart }),
  getCart: route({ method: 'GET', path: 'carts/:cartId', response: cart }),
  addItem: route({
    method: 'POST',
    path: 'carts/:cartId/items',
    body: cartGroupInput,
    response: cart,
  }),
  removeItem: route({ method: 'DELETE', path: 'carts/:cartId/items/:itemId', response: cart }),
  upsells: route({ method: 'GET', path: 'carts/:cartId/upsells', response: z.array(crossSell) }),
} as const;

/** The account service (SPEC §7). */
export const accountRoutes = {
  login: route({
    method: 'POST',
    path: 'api/mobile/login',
    body: loginForm,
    form: true,
    response: loginResponse,
  }),
  customer: route({
    method: 'GET',
    path: 'api/mobile/customer',
    bearer: true,
    response: customerResponse,
  }),
  bouquets: route({
    method: 'GET',
    path: 'api/mobile/customer/bouquets',
    bearer: true,
    response: bouquetsResponse,
  }),
  refresh: route({
    method: 'POST',
    path: 'api/mobile/login/token/refresh',
    body: refreshForm,
    form: true,
    bearer: true,
    response: refreshResponse,
  }),
  logout: route({
    method: 'POST',
    path: 'api/mobile/logout',
    bearer: true,
    response: logoutResponse,
  }),
} as const;

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
