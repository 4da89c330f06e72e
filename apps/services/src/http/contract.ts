/**
 * Serves a route of the contracts (@paddock/api-clients/contracts): its query and body are validated
 * with the route's schemas (bad input: 400 with a clear JSON error, never a 500), and so is the answer.
 * Text the database cannot store (a NUL, half a surrogate pair) is refused in bodies here, and in paths
 * and queries for every route by the app (app.ts).
 */
import type { RouteContract } from '@paddock/api-clients/contracts';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { Refusal, type RefusalKind } from '../domain/refusal';

/** A refusal in the shape of `apiError`: `{ error: { code, message, details? } }`. */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The status of each kind of the domain's refusals. */
const statusOfRefusal: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
};

/** A refusal of the domain as the service answers it: its kind's status, its code and details. */
export const serviceErrorOf = (refusal: Refusal): ServiceError =>
  new ServiceError(statusOfRefusal[refusal.kind], refusal.code, refusal.message, refusal.details);

/** Whether an error is a refusal, of the domain or of the service. */
export const isRefusal = (error: unknown): error is Refusal | ServiceError =>
  error instanceof Refusal || error instanceof ServiceError;

/** An answer with a status of its own (the account routes answer refusals in their own shape). */
export class Reply<T> {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: T,
  ) {}
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<R extends RouteContract> {
  params: Record<string, string>;
  query: Output<R['query']>;
  body: Output<R['body']>;
  bearer: string | undefined;
  context: Context;
}

export type RouteHandler<R extends RouteContract> = (
  input: RouteInput<R>,
) => Promise<z.input<R['response']> | Reply<z.input<R['response']>>>;

export function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a value holds a string PostgreSQL would refuse: a NUL (not allowed in text nor in jsonb) or a
 * lone surrogate (not UTF-8). Walks without recursion, as a body may nest deeper than the stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0') || loneSurrogate.test(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return false;
}

function invalid(where: string, error: z.core.$ZodError): ServiceError {
  return new ServiceError(400, 'INVALID_REQUEST', `Invalid ${where}: ${z.prettifyError(error)}`, {
    issues: error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
  });
}

async function readBody(context: Context, form: boolean): Promise<unknown> {
  if (form) {
    const data = await context.req.parseBody().catch(() => ({}));
    return Object.fromEntries(
      Object.entries(data).filter(([, value]) => typeof value === 'string'),
    );
  }
  const text = await context.req.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError(400, 'INVALID_REQUEST', 'The body is not valid JSON.');
  }
}

async function readCheckedBody(context: Context, form: boolean): Promise<unknown> {
  const body = await readBody(context, form);
  if (hasUnstorableText(body)) {
    throw new ServiceError(
      400,
      'INVALID_REQUEST',
      'The body holds a character that is not allowed.',
    );
  }
  return body;
}

export function serve<R extends RouteContract>(
  app: Hono,
  route: R,
  handler: RouteHandler<R>,
): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'delete';
  app[method](`/${route.path}`, async (context) => {
    const query = route.query ? route.query.safeParse(context.req.query()) : undefined;
    if (query && !query.success) throw invalid('query', query.error);
    let body: unknown;
    if (route.body) {
      const parsed = route.body.safeParse(await readCheckedBody(context, route.form === true));
      if (!parsed.success) throw invalid('body', parsed.error);
      body = parsed.data;
    }
    const authorization = context.req.header('authorization');
    const bearer = authorization?.toLowerCase().startsWith('bearer ')
      ? authorization.slice(7).trim()
      : undefined;
    const result = await handler({
      params: context.req.param() as Record<string, string>,
      query: query?.data as Output<R['query']>,
      body: body as Output<R['body']>,
      bearer,
      context,
    });
    const reply = result instanceof Reply ? result : new Reply(200, result);
    // What leaves the service is checked against the contract too: a mismatch is our bug, not the caller's.
    const checked = route.response.safeParse(reply.body);
    if (!checked.success && reply.status < 300) {
      throw new Error(
        `Answer of ${route.method} ${route.path} breaks its contract: ${z.prettifyError(checked.error)}`,
      );
    }
    return context.json((checked.success ? checked.data : reply.body) as object, reply.status);
  });
}
