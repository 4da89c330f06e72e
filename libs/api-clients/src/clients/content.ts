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
import {
  pathParam,
  previewTokenHeader,
  type ContentRouteTable,
  type Route,
} from '../route-table.js';
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

  /** A read: its route called with its arguments (a draft's with the preview session's header). */
  const read =
    (name: ReadName) =>
    (args: Record<string, unknown> = {}, init?: ContentCallInit) => {
      const route: Route = routes[name];
      const { params, query } = splitArgs(route.path, args);
      const draft = typeof query['draft'] === 'string' ? query['draft'] : undefined;
      return get(name, route, {
        params,
        query,
        headers: draftHeaders(draft),
        signal: init?.signal,
        // Typed by `ContentClient`'s signatures (each method's arguments are its route's), not here.
      } as unknown as RouteRequest<Route>);
    };
  const reads = Object.fromEntries(readNames.map((name) => [name, read(name)])) as unknown as Pick<
    ContentClient,
    ReadName
  >;
  return { ...reads, ...formSends({ routes, send }) };
}

/** The client's reads: every method but the forms'. */
type ReadName = Exclude<keyof ContentClient, 'contact' | 'submitForm'>;

/** Each read of `ContentClient`, once (the type below fails when one is missing). */
const readNames = [
  'sites',
  'menu',
  'alerts',
  'socialNetworks',
  'wording',
  'footer',
  'pages',
  'page',
  'partnerCategories',
  'ticketAvailabilities',
  'tickets',
  'ticketPackages',
  'ticketInfo',
  'standCategories',
  'venue',
  'venueBlockSeats',
  'ticketCrossSells',
  'packageCrossSells',
  'liveTiming',
  'newsFeed',
  'locatorEvents',
  'programEvents',
  'socialPosts',
] as const satisfies readonly ReadName[];
const everyRead: [Exclude<ReadName, (typeof readNames)[number]>] extends [never] ? true : never =
  true;
void everyRead;

/** What the forms call with: the routes and a form's send. */
interface Calls {
  routes: ContentRouteTable;
  send<R extends ContentRoutes['contact'] | ContentRoutes['submitForm']>(
    name: ContentRouteName,
    route: R,
    request: RouteRequest<R>,
  ): Promise<FormResult>;
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

/**
 * A read's arguments as its route's `:params` and the rest, its query (whose lists go as comma lists:
 * `toSearchParams`).
 */
function splitArgs(path: string, args: Record<string, unknown>) {
  const names = new Set(Array.from(path.matchAll(pathParam), ([, name]) => name));
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (names.has(key)) params[key] = value as string;
    else query[key] = value;
  }
  return { params, query };
}
