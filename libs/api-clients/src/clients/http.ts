/**
 * The one way the clients call a service: a route of `contracts/routes.ts` with its params, query and
 * body, sent with ky, answered with the route's response schema. Types come from the contract, so a
 * client method cannot send or receive anything the route does not describe.
 */
import ky, { type KyInstance, type Options } from 'ky';
import { z } from 'zod';
import { pathOf, type RouteContract } from '../contracts/routes.js';
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
export type RouteParams<R extends RouteContract> = Record<PathParamNames<R['path']>, string>;

/** What a route's query takes (its schema's input), or `never` when it has none. */
export type RouteQuery<R extends RouteContract> = R extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;

/** What a route's body takes (its schema's input), or `never` when it has none. */
export type RouteBody<R extends RouteContract> = R extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** What a route answers once validated (its response schema's output). */
export type RouteResponse<R extends RouteContract> = z.output<R['response']>;

/** Everything one call of a route needs; each part is required exactly when the route has it. */
export type RouteRequest<R extends RouteContract> = ([PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> }) &
  (R extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: undefined }) &
  (R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined }) &
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

/**
 * A ky instance for one service: retries off, ky's own timeout off (the content calls have none and the
 * others use `withTimeout`), HTTP errors left to `callRoute`.
 */
export function createHttp(options: {
  baseUrl: string;
  fetch?: Fetch | undefined;
  credentials?: RequestCredentials | undefined;
}): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl,
    fetch: options.fetch,
    credentials: options.credentials,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
  });
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
 * Calls `route` and resolves to its validated answer. Rejects with a `RequestError`: `network` when no
 * answer came, `status` for any status above 299 (with the parsed JSON body), `invalid-response` when a
 * 2xx answer is not JSON or does not match the route's response schema.
 */
export async function callRoute<R extends RouteContract>(
  http: KyInstance,
  route: R,
  request: RouteRequest<R>,
): Promise<RouteResponse<R>> {
  const path = pathOf(route.path, request.params);
  const headers = new Headers(request.headers);
  headers.set('accept', 'application/json');
  if (route.bearer && request.token !== undefined) {
    headers.set('authorization', `Bearer ${request.token}`);
  }
  const options: Options = {
    method: route.method,
    headers,
    searchParams: toSearchParams(request.query),
    signal: request.signal,
  };
  if (request.body !== undefined) {
    if (route.form) options.body = toSearchParams(request.body) ?? new URLSearchParams();
    else options.json = request.body;
  }

  let response: Response;
  try {
    response = await http(path, options);
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
  // Typed as the route's own schema (not the `z.ZodType` of RouteContract) so the answer keeps its type.
  const schema: R['response'] = route.response;
  const parsed = z.safeParse(schema, body.value);
  if (!parsed.success) {
    throw new RequestError(
      'invalid-response',
      `${route.method} ${path} answered an unexpected shape: ${parsed.error.message}`,
      { status: response.status, cause: parsed.error },
    );
  }
  return parsed.data;
}

/**
 * `callRoute` within `ms` (default 12000, SPEC §9) through `withTimeout`: past it, the call rejects
 * with a `TimeoutError` and the request is aborted.
 *
 * ky combines any signal it is given with its own through `AbortSignal.any` (Safari 17.4+, Node 20.3+);
 * where that is missing the request is not given a signal, so it still works, it just is not aborted
 * on timeout (the call rejects all the same).
 */
export async function callRouteWithin<R extends RouteContract>(
  http: KyInstance,
  route: R,
  request: RouteRequest<R>,
  ms: number = defaultTimeoutMs,
): Promise<RouteResponse<R>> {
  if (typeof AbortSignal.any !== 'function') {
    return withTimeout(callRoute(http, route, request), ms);
  }
  const controller = new AbortController();
  const signal = request.signal
    ? AbortSignal.any([request.signal, controller.signal])
    : controller.signal;
  try {
    return await withTimeout(callRoute(http, route, { ...request, signal }), ms);
  } catch (error) {
    if (error instanceof TimeoutError) controller.abort(error);
    throw error;
  }
}

/** A short text for an unknown thrown value, for messages and logs. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
