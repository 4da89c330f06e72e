/**
 * The content service (SPEC §7): one method per route of `contentRoutes`. Credentials are included and
 * there is no timeout. SPEC §8 "content fetch errors: logged, yield nothing": every method resolves to
 * the validated answer, or to `null` after logging whatever went wrong (network, status above 299,
 * an answer that is not JSON or not of the route's shape). The forms (`contact`, `submitForm`) resolve
 * to a `FormResult` instead, within the generic timeout. The client calls the routes it is given: the
 * contracts' `contentRoutes` validate each answer (the main entry's client, the site server's), the
 * bare `contentRouteTable` trusts it (the browser's).
 */
import type { FormResult } from '../contracts/forms.js';
import { previewTokenHeader, type ContentRouteTable, type Route } from '../route-table.js';
import {
  RequestError,
  callRoute,
  callRouteWithin,
  createHttp,
  type Fetch,
  type Logger,
  type PathParamNames,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteRequest,
  type RouteResponse,
} from './http.js';
import { readFormRefusal } from './refusals.js';

export type ContentRoutes = ContentRouteTable;
export type ContentRouteName = keyof ContentRoutes;

/** One flat object type out of an intersection (for readable signatures). */
type Flatten<T> = { [Key in keyof T]: T[Key] } & {};

/** What a content method takes: the route's `:params` and its query, in one object. */
export type ContentArgs<K extends ContentRouteName> = Flatten<
  ([PathParamNames<ContentRoutes[K]['path']>] extends [never]
    ? unknown
    : RouteParams<ContentRoutes[K]>) &
    ([RouteQuery<ContentRoutes[K]>] extends [never] ? unknown : RouteQuery<ContentRoutes[K]>)
>;

/** `ticketAvailabilities` also takes its id lists as arrays; they are sent comma-separated. */
export type TicketAvailabilitiesArgs = Flatten<
  Omit<ContentArgs<'ticketAvailabilities'>, 'secutixIds' | 'packageSecutixIds'> & {
    secutixIds?: string | readonly string[] | undefined;
    packageSecutixIds?: string | readonly string[] | undefined;
  }
>;

/** The validated answer of a content route, or `null` when the call failed (and was logged). */
export type ContentResult<K extends ContentRouteName> = Promise<RouteResponse<
  ContentRoutes[K]
> | null>;

/** What `submitForm` takes: the form's identifier and locale, its answers and page. */
export type SubmitFormArgs = Flatten<
  ContentArgs<'submitForm'> & RouteBody<ContentRoutes['submitForm']>
>;

/** Per-call options: a signal to abort with (e.g. the SSR request's). */
export interface ContentCallInit {
  signal?: AbortSignal | undefined;
}

export interface ContentClient {
  /** `GET sites`: the organiser's sites. */
  sites(args: ContentArgs<'sites'>, init?: ContentCallInit): ContentResult<'sites'>;
  /** `GET menu/{site}/{identifier}` (`main`, `top`, `footer`…). */
  menu(args: ContentArgs<'menu'>, init?: ContentCallInit): ContentResult<'menu'>;
  /** `GET alerts`; `null` hides the banner (SPEC §8). */
  alerts(args: ContentArgs<'alerts'>, init?: ContentCallInit): ContentResult<'alerts'>;
  /** `GET {site}/social-networks`. */
  socialNetworks(
    args: ContentArgs<'socialNetworks'>,
    init?: ContentCallInit,
  ): ContentResult<'socialNetworks'>;
  /** `GET ticket-availabilities` for these tickets and packages. */
  ticketAvailabilities(
    args: TicketAvailabilitiesArgs,
    init?: ContentCallInit,
  ): ContentResult<'ticketAvailabilities'>;
  /** `GET wording/{listIdentifier}`: a CMS wording list in one locale. */
  wording(args: ContentArgs<'wording'>, init?: ContentCallInit): ContentResult<'wording'>;
  /** `GET footer`. */
  footer(args: ContentArgs<'footer'>, init?: ContentCallInit): ContentResult<'footer'>;
  /** `GET pages/{site}`: where each page of a site lives. */
  pages(args: ContentArgs<'pages'>, init?: ContentCallInit): ContentResult<'pages'>;
  /** `GET page/{site}/{identifier}/i18n/{locale}`. */
  page(args: ContentArgs<'page'>, init?: ContentCallInit): ContentResult<'page'>;
  /** `GET partner-categories/{site}`. */
  partnerCategories(
    args: ContentArgs<'partnerCategories'>,
    init?: ContentCallInit,
  ): ContentResult<'partnerCategories'>;
  /** `GET tickets` of an event (24A by default). */
  tickets(args?: ContentArgs<'tickets'>, init?: ContentCallInit): ContentResult<'tickets'>;
  /** `GET ticket-packages` of an event (24A by default). */
  ticketPackages(
    args?: ContentArgs<'ticketPackages'>,
    init?: ContentCallInit,
  ): ContentResult<'ticketPackages'>;
  /** `GET cart_info/{secutixId}`: what the stand picker needs of a seated ticket. */
  ticketInfo(args: ContentArgs<'ticketInfo'>, init?: ContentCallInit): ContentResult<'ticketInfo'>;
  /** `GET ticket/{secutixId}/stands`: the stand categories with their blocks and seats. */
  standCategories(
    args: ContentArgs<'standCategories'>,
    init?: ContentCallInit,
  ): ContentResult<'standCategories'>;
  /** `GET venue/{site}`: the circuit's top view (track, grandstands, their blocks). */
  venue(args: ContentArgs<'venue'>, init?: ContentCallInit): ContentResult<'venue'>;
  /** `GET venue/{site}/blocks/{blockId}`: a block's seats in rows, in the block's own units. */
  venueBlockSeats(
    args: ContentArgs<'venueBlockSeats'>,
    init?: ContentCallInit,
  ): ContentResult<'venueBlockSeats'>;
  /** `GET ticket/{secutixId}/cross-sells`. */
  ticketCrossSells(
    args: ContentArgs<'ticketCrossSells'>,
    init?: ContentCallInit,
  ): ContentResult<'ticketCrossSells'>;
  /** `GET ticket-package/{secutixId}/cross-sells`. */
  packageCrossSells(
    args: ContentArgs<'packageCrossSells'>,
    init?: ContentCallInit,
  ): ContentResult<'packageCrossSells'>;
  /** `GET live/{site}`: the live timing of the site's race (session, flag, classification). */
  liveTiming(args: ContentArgs<'liveTiming'>, init?: ContentCallInit): ContentResult<'liveTiming'>;
  /** `GET news/feed/{site}`: the site's latest news, newest first (of a category, `limit` of them). */
  newsFeed(args: ContentArgs<'newsFeed'>, init?: ContentCallInit): ContentResult<'newsFeed'>;
  /** `GET event/locator/events`: the organiser's events around the world (by country, type, words). */
  locatorEvents(
    args: ContentArgs<'locatorEvents'>,
    init?: ContentCallInit,
  ): ContentResult<'locatorEvents'>;
  /** `GET {site}/program-events`: the site's agenda, in order of start. */
  programEvents(
    args: ContentArgs<'programEvents'>,
    init?: ContentCallInit,
  ): ContentResult<'programEvents'>;
  /** `GET {site}/social-posts`: the posts the organiser picked for its wall (of a hashtag), newest first. */
  socialPosts(
    args: ContentArgs<'socialPosts'>,
    init?: ContentCallInit,
  ): ContentResult<'socialPosts'>;
  /** `POST contact`: a contact form's answers. Never rejects (see `FormResult`). */
  contact(body: RouteBody<ContentRoutes['contact']>, init?: ContentCallInit): Promise<FormResult>;
  /** `POST form/{formIdentifier}/i18n/{locale}`: any other form's answers. Never rejects. */
  submitForm(args: SubmitFormArgs, init?: ContentCallInit): Promise<FormResult>;
}

export interface ContentClientOptions {
  /** The content service's base URL, e.g. `http://localhost:3100/content`. */
  baseUrl: string;
  /**
   * A previewer's session, sent as the `x-preview-token` header with `draft: '1'`: the service serves
   * the draft while it is valid. Never a secret of the site's own (anyone may ask for `draft=1`).
   */
  previewToken?: string | undefined;
  fetch?: Fetch | undefined;
  /** Where failures are logged; `console` by default. */
  logger?: Logger | undefined;
}

/** A content client calling `routes`: `contentRoutes` (validated answers) or `contentRouteTable` (trusted). */
export function makeContentClient(
  routes: ContentRouteTable,
  options: ContentClientOptions,
): ContentClient {
  const http = createHttp({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    credentials: 'include',
  });
  const logger = options.logger ?? console;

  async function get<R extends Route>(
    name: ContentRouteName,
    route: R,
    request: RouteRequest<R>,
  ): Promise<RouteResponse<R> | null> {
    try {
      return await callRoute(http, route, request);
    } catch (error) {
      // A call its caller cancelled (a block unmounted) is not a failure.
      if (!request.signal?.aborted) logger.error(`[api-clients] content ${name} failed`, error);
      return null;
    }
  }

  /**
   * Sends a form: unlike the reads, within the generic timeout (SPEC §9), so a visitor waiting on a
   * spinner is told. A refusal (422, 429) is an expected outcome; anything else is logged.
   */
  async function send<R extends ContentRoutes['contact'] | ContentRoutes['submitForm']>(
    name: ContentRouteName,
    route: R,
    request: RouteRequest<R>,
  ): Promise<FormResult> {
    try {
      const { reference } = await callRouteWithin(http, route, request);
      return { ok: true, reference };
    } catch (error) {
      if (error instanceof RequestError && error.status === 422) {
        const fields = readFormRefusal(error.body);
        if (fields) return { ok: false, reason: 'invalid', fields };
      }
      if (error instanceof RequestError && error.status === 429)
        return { ok: false, reason: 'busy' };
      logger.error(`[api-clients] content ${name} failed`, error);
      return { ok: false, reason: 'failed' };
    }
  }

  /** The preview session's header for a draft request, when the client was given one. */
  function draftHeaders(draft: string | undefined): Record<string, string> | undefined {
    return draft === '1' && options.previewToken
      ? { [previewTokenHeader]: options.previewToken }
      : undefined;
  }

  const calls: Calls = { routes, get, send, draftHeaders };
  return {
    ...frameReads(calls),
    ...shopReads(calls),
    ...liveReads(calls),
    ...formSends(calls),
  };
}

/** What each group of methods calls with: the routes, a read, a form's send and a draft's headers. */
interface Calls {
  routes: ContentRouteTable;
  get<R extends Route>(
    name: ContentRouteName,
    route: R,
    request: RouteRequest<R>,
  ): Promise<RouteResponse<R> | null>;
  send<R extends ContentRoutes['contact'] | ContentRoutes['submitForm']>(
    name: ContentRouteName,
    route: R,
    request: RouteRequest<R>,
  ): Promise<FormResult>;
  draftHeaders(draft: string | undefined): Record<string, string> | undefined;
}

/** The frame of every page: the sites, menus, alerts, social links, wording, footer, pages and partners. */
function frameReads({
  routes,
  get,
  draftHeaders,
}: Calls): Pick<
  ContentClient,
  | 'sites'
  | 'menu'
  | 'alerts'
  | 'socialNetworks'
  | 'wording'
  | 'footer'
  | 'pages'
  | 'page'
  | 'partnerCategories'
> {
  return {
    sites: (query, init) =>
      get('sites', routes.sites, {
        query,
        headers: draftHeaders(query.draft),
        signal: init?.signal,
      }),
    menu: ({ site, identifier, ...query }, init) =>
      get('menu', routes.menu, {
        params: { site, identifier },
        query,
        headers: draftHeaders(query.draft),
        signal: init?.signal,
      }),
    alerts: (query, init) =>
      get('alerts', routes.alerts, {
        query,
        headers: draftHeaders(query.draft),
        signal: init?.signal,
      }),
    socialNetworks: ({ site, ...query }, init) =>
      get('socialNetworks', routes.socialNetworks, {
        params: { site },
        query,
        signal: init?.signal,
      }),
    wording: ({ listIdentifier, ...query }, init) =>
      get('wording', routes.wording, {
        params: { listIdentifier },
        query,
        signal: init?.signal,
      }),
    footer: (query, init) => get('footer', routes.footer, { query, signal: init?.signal }),
    pages: ({ site, ...query }, init) =>
      get('pages', routes.pages, {
        params: { site },
        query,
        headers: draftHeaders(query.draft),
        signal: init?.signal,
      }),
    page: ({ site, identifier, locale, ...query }, init) =>
      get('page', routes.page, {
        params: { site, identifier, locale },
        query,
        headers: draftHeaders(query.draft),
        signal: init?.signal,
      }),
    partnerCategories: ({ site, ...query }, init) =>
      get('partnerCategories', routes.partnerCategories, {
        params: { site },
        query,
        signal: init?.signal,
      }),
  };
}

/** The shop: tickets, packages, their availabilities, stands, cross-sells and the venue's seats. */
function shopReads({
  routes,
  get,
  draftHeaders,
}: Calls): Pick<
  ContentClient,
  | 'ticketAvailabilities'
  | 'tickets'
  | 'ticketPackages'
  | 'ticketInfo'
  | 'standCategories'
  | 'venue'
  | 'venueBlockSeats'
  | 'ticketCrossSells'
  | 'packageCrossSells'
> {
  return {
    ticketAvailabilities: ({ secutixIds, packageSecutixIds, ...rest }, init) =>
      get('ticketAvailabilities', routes.ticketAvailabilities, {
        query: {
          ...rest,
          secutixIds: commaList(secutixIds),
          packageSecutixIds: commaList(packageSecutixIds),
        },
        headers: draftHeaders(rest.draft),
        signal: init?.signal,
      }),
    tickets: (query = {}, init) => get('tickets', routes.tickets, { query, signal: init?.signal }),
    ticketPackages: (query = {}, init) =>
      get('ticketPackages', routes.ticketPackages, { query, signal: init?.signal }),
    ticketInfo: ({ secutixId }, init) =>
      get('ticketInfo', routes.ticketInfo, { params: { secutixId }, signal: init?.signal }),
    standCategories: ({ secutixId }, init) =>
      get('standCategories', routes.standCategories, {
        params: { secutixId },
        signal: init?.signal,
      }),
    venue: ({ site }, init) =>
      get('venue', routes.venue, { params: { site }, signal: init?.signal }),
    venueBlockSeats: ({ site, blockId }, init) =>
      get('venueBlockSeats', routes.venueBlockSeats, {
        params: { site, blockId },
        signal: init?.signal,
      }),
    ticketCrossSells: ({ secutixId }, init) =>
      get('ticketCrossSells', routes.ticketCrossSells, {
        params: { secutixId },
        signal: init?.signal,
      }),
    packageCrossSells: ({ secutixId }, init) =>
      get('packageCrossSells', routes.packageCrossSells, {
        params: { secutixId },
        signal: init?.signal,
      }),
  };
}

/** What live blocks read: live timing, news, the events locator, the program and the social wall. */
function liveReads({
  routes,
  get,
}: Calls): Pick<
  ContentClient,
  'liveTiming' | 'newsFeed' | 'locatorEvents' | 'programEvents' | 'socialPosts'
> {
  return {
    liveTiming: ({ site, ...query }, init) =>
      get('liveTiming', routes.liveTiming, { params: { site }, query, signal: init?.signal }),
    newsFeed: ({ site, ...query }, init) =>
      get('newsFeed', routes.newsFeed, { params: { site }, query, signal: init?.signal }),
    locatorEvents: (query, init) =>
      get('locatorEvents', routes.locatorEvents, { query, signal: init?.signal }),
    programEvents: ({ site, ...query }, init) =>
      get('programEvents', routes.programEvents, { params: { site }, query, signal: init?.signal }),
    socialPosts: ({ site, ...query }, init) =>
      get('socialPosts', routes.socialPosts, { params: { site }, query, signal: init?.signal }),
  };
}

/** The forms: sent within the generic timeout, resolved to a `FormResult`. */
function formSends({ routes, send }: Calls): Pick<ContentClient, 'contact' | 'submitForm'> {
  return {
    contact: (body, init) => send('contact', routes.contact, { body, signal: init?.signal }),
    submitForm: ({ formIdentifier, locale, ...body }, init) =>
      send('submitForm', routes.submitForm, {
        params: { formIdentifier, locale },
        body,
        signal: init?.signal,
      }),
  };
}

function commaList(ids: string | readonly string[] | undefined): string | undefined {
  if (ids === undefined || typeof ids === 'string') return ids;
  return ids.join(',');
}
