/**
 * The schemas of each route of the services: what its query or body must be and what it answers. The
 * routes' methods and paths are in `route-table.ts` (no zod), typed by these; `routes.ts` joins both.
 */
import * as z from 'zod/mini';
import type { RouteSchemas } from '../route-table.js';
import {
  bouquetsResponse,
  customerResponse,
  loginForm,
  loginResponse,
  logoutResponse,
  refreshForm,
  refreshResponse,
} from './account.js';
import { cart, cartGroupInput, createCartInput, order, orderInput } from './cart.js';
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

/** A comma-separated list in a query string (`secutixIds=A,B`). */
const commaList = z.pipe(
  z._default(z.string(), ''),
  z.transform((list: string) =>
    list
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
);

const localeQuery = z.object({ locale });
const draftQuery = z.object({ locale, draft: z.optional(flag) });
/** The event whose catalogue is asked for: the 24 Hours (24A) by default. */
const eventQuery = z.object({
  eventCode: z._default(z.string().check(z.minLength(1)), '24A'),
});

/** The content service's routes (SPEC §7): their descriptions are `contentRouteTable`. */
export const contentSchemas = {
  sites: { query: draftQuery, response: z.array(site) },
  menu: { query: draftQuery, response: menu },
  alerts: { query: z.extend(draftQuery, { site: siteId }), response: z.array(alert) },
  socialNetworks: { query: localeQuery, response: z.array(socialNetwork) },
  ticketAvailabilities: {
    query: z.object({
      draft: z.optional(flag),
      secutixIds: commaList,
      packageSecutixIds: commaList,
    }),
    response: ticketAvailabilities,
  },
  wording: { query: localeQuery, response: wordingList },
  footer: { query: z.extend(localeQuery, { site: siteId }), response: footer },
  pages: { query: draftQuery, response: z.array(pageSummary) },
  page: { query: z.object({ draft: z.optional(flag) }), response: page },
  partnerCategories: { query: localeQuery, response: z.array(partnerCategory) },
  tickets: { query: eventQuery, response: z.array(ticket) },
  ticketPackages: { query: eventQuery, response: z.array(ticketPackage) },
  ticketInfo: { response: ticketInfo },
  createPreviewSession: { response: previewSessionGrant },
  previewSession: { response: previewSession },
  standCategories: { response: z.array(standCategory) },
  venue: { response: venue },
  venueBlockSeats: { response: venueBlockSeats },
  ticketCrossSells: { response: z.array(crossSell) },
  packageCrossSells: { response: z.array(crossSell) },
  liveTiming: { query: liveTimingQuery, response: liveTiming },
  newsFeed: { query: newsFeedQuery, response: newsFeed },
  locatorEvents: { query: locatorEventsQuery, response: z.array(locatorEvent) },
  programEvents: { query: programEventsQuery, response: programEvents },
  socialPosts: { query: socialPostsQuery, response: z.array(socialPost) },
  contact: { body: contactSubmission, response: formReceipt },
  submitForm: { body: formSubmission, response: formReceipt },
} satisfies Record<string, RouteSchemas>;

/** The cart service's routes (SPEC §7): their descriptions are `cartRouteTable`. */
export const cartSchemas = {
  createCart: { body: createCartInput, response: cart },
  getCart: { response: cart },
  addItem: { body: cartGroupInput, response: cart },
  removeItem: { response: cart },
  upsells: { response: z.array(crossSell) },
  placeOrder: { body: orderInput, response: order },
} satisfies Record<string, RouteSchemas>;

/** The account service's routes (SPEC §7): their descriptions are `accountRouteTable`. */
export const accountSchemas = {
  login: { body: loginForm, response: loginResponse },
  customer: { response: customerResponse },
  bouquets: { response: bouquetsResponse },
  refresh: { body: refreshForm, response: refreshResponse },
  logout: { response: logoutResponse },
} satisfies Record<string, RouteSchemas>;
