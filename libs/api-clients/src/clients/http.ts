/**
 * The one way the clients call a service: a route of `route-table.ts` (or of the contracts, with its
 * schemas) with its params, query and body, sent with `fetch`. Types come from the route's schemas, so a
 * client method cannot send or receive anything the route does not describe. An answer is validated
 * when the route carries its response schema (the contracts' `contentRoutes`…: the site server, the
 * services) and trusted when it does not (`contentRouteTable`…: the browser, which talks to our own
 * services, which validate). No zod here at run time.
 */
import type * as z from 'zod/mini';
import { pathOf, type Route, type SchemasOf } from '../route-table.js';
import { TimeoutError, defaultTimeoutMs, withTimeout } from './timeout.js';

/** The `fetch` a client may be given (tests, SSR with a custom agent); the global one otherwise. */
export type Fetch = typeof globalThis.fetch;

/** Where the clients report what they swallow (content errors, bouquets, lost password). */
export interface Logger {
  error(...data: unknown[]): void;
}

/** The names of a path's `:params`: `'menu/:site/:identifier'` → `'site' | 'identifier'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** The values of a route's `:params`. */
export type RouteParams<R extends Route> = Record<PathParamNames<R['path']>, string>;

/** What a route's query takes (its schema's input), or `never` when it has none. */
export type RouteQuery<R extends Route> =
  SchemasOf<R> extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : never;

/** What a route's body takes (its schema's input), or `never` when it has none. */
export type RouteBody<R extends Route> =
  SchemasOf<R> extends { body: infer B extends z.ZodMiniType } ? z.input<B> : never;

/** What a route answers (its response schema's output). */
export type RouteResponse<R extends Route> = z.output<SchemasOf<R>['response']>;

/** Everything one call of a route needs; each part is required exactly when the route has it. */
export type RouteRequest<R extends Route> = ([PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> }) &
  ([RouteQuery<R>] extends [never] ? { query?: undefined } : { query: RouteQuery<R> }) &
  ([RouteBody<R>] extends [never] ? { body?: undefined } : { body: RouteBody<R> }) &
  (R extends { bearer: true } ? { token: string } : { token?: undefined }) & {
    headers?: Record<string, string> | undefined;
    signal?: AbortSignal | undefined;
  };

export type RequestErrorKind =
  /** No answer: the network failed, the request was aborted, or the body could not be read. */
  | 'network'
  /** An answer with a status outside 200–299 (SPEC §8: above 299 is an error). */
  | 'status'
  /** A 2xx answer that is not JSON or does not match the route's response schema. */
  | 'invalid-response';

/** Why `callRoute` failed; `body` is the parsed JSON of a refused request, when it had one. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(
    kind: RequestErrorKind,
    message: string,
    details: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.body = details.body;
  }
}

/** One request to a service: the method, headers, query, body and signal of a `fetch`. */
export interface HttpRequest {
  method: Route['method'];
  headers?: Headers | undefined;
  searchParams?: URLSearchParams | undefined;
  body?: string | URLSearchParams | undefined;
  signal?: AbortSignal | undefined;
}

/** Sends a request to a path under a service's base URL and resolves to its answer, whatever its status. */
export type Http = (path: string, request: HttpRequest) => Promise<Response>;

/**
 * The requests of one service: `path` (no leading slash) under `baseUrl`, with `credentials`, through
 * `fetch` (the global one by default, looked up at each call). No retries and no timeout of its own (the
 * content calls have none and the others use `withTimeout`); statuses are left to `callRoute`.
 */
export function createHttp(options: {
  baseUrl: string;
  fetch?: Fetch | undefined;
  credentials?: RequestCredentials | undefined;
}): Http {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return (path, { searchParams, ...init }) => {
    const query = searchParams?.toString();
    const url = `${base}${path}${query ? `?${query}` : ''}`;
    const request: RequestInit = { ...init, credentials: options.credentials };
    return options.fetch ? options.fetch(url, request) : globalThis.fetch(url, request);
  };
}

/** Query or form values as URL parameters: `undefined` left out, lists joined with commas. */
export function toSearchParams(values: unknown): URLSearchParams | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const entries: [string, unknown][] = Object.entries(values);
  const params = new URLSearchParams();
  let count = 0;
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
    count += 1;
  }
  return count > 0 ? params : undefined;
}

type JsonBody = { ok: true; value: unknown } | { ok: false; text: string };

async function readJson(response: Response): Promise<JsonBody> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new RequestError('network', `The answer's body could not be read`, {
      status: response.status,
      cause: error,
    });
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, text };
  }
}

/**
 * Calls `route` and resolves to its answer: validated with the route's response schema when it carries
 * one, as sent otherwise. Rejects with a `RequestError`: `network` when no answer came, `status` for any
 * status above 299 (with the parsed JSON body), `invalid-response` when a 2xx answer is not JSON or
 * does not match the route's response schema.
 */
export async function callRoute<R extends Route>(
  http: Http,
  route: R,
  request: RouteRequest<R>,
): Promise<RouteResponse<R>> {
  const path = pathOf(route.path, request.params);
  const headers = new Headers(request.headers);
  headers.set('accept', 'application/json');
  if (route.bearer && request.token !== undefined) {
    headers.set('authorization', `Bearer ${request.token}`);
  }
  const init: HttpRequest = {
    method: route.method,
    headers,
    searchParams: toSearchParams(request.query),
    signal: request.signal,
  };
  if (request.body !== undefined) {
    if (route.form) {
      init.body = toSearchParams(request.body) ?? new URLSearchParams();
    } else {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(request.body);
    }
  }

  let response: Response;
  try {
    response = await http(path, init);
  } catch (error) {
    throw new RequestError('network', `${route.method} ${path} failed: ${describe(error)}`, {
      cause: error,
    });
  }

  const body = await readJson(response);
  if (response.status < 200 || response.status > 299) {
    throw new RequestError('status', `${route.method} ${path} answered ${response.status}`, {
      status: response.status,
      body: body.ok ? body.value : undefined,
    });
  }
  if (!body.ok) {
    throw new RequestError('invalid-response', `${route.method} ${path} did not answer JSON`, {
      status: response.status,
    });
  }
  // A route description alone: the answer of our own service, which validated it, is taken as typed.
  if (!route.response) return body.value as RouteResponse<R>;
  const parsed = route.response.safeParse(body.value);
  if (!parsed.success) {
    throw new RequestError(
      'invalid-response',
      `${route.method} ${path} answered an unexpected shape: ${parsed.error.message}`,
      { status: response.status, cause: parsed.error },
    );
  }
  // The schema's output is the route's answer type (`RouteResponse` reads the same schema).
  return parsed.data as RouteResponse<R>;
}

/**
 * `callRoute` within `ms` (default 12000, SPEC §9) through `withTimeout`: past it, the call rejects
 * with a `TimeoutError` and the request is aborted. The caller's signal aborts it too.
 */
export async function callRouteWithin<R extends Route>(
  http: Http,
  route: R,
  request: RouteRequest<R>,
  ms: number = defaultTimeoutMs,
): Promise<RouteResponse<R>> {
  const controller = new AbortController();
  const caller = request.signal;
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  try {
    return await withTimeout(callRoute(http, route, { ...request, signal: controller.signal }), ms);
  } catch (error) {
    if (error instanceof TimeoutError) controller.abort(error);
    throw error;
  } finally {
    caller?.removeEventListener('abort', follow);
  }
}

/** A short text for an unknown thrown value, for messages and logs. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
