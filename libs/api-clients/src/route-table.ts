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
export type Described<Table, Schemas> = {
  [K in keyof Table]: Table[K] & {
    readonly '~schemas'?: K extends keyof Schemas ? Schemas[K] : never;
  };
};

/** What the browser knows of a route: how to call it. */
type Description = Pick<Route, 'method' | 'path' | 'form' | 'bearer'>;

/** Each route of `Schemas`, described: no more, no fewer. */
export type DescriptionsOf<Schemas> = { readonly [K in keyof Schemas]: Description };

// Each service's table in a module of its own: a browser chunk carries the tables of the clients it
// loads, not the others'.
export { contentRouteTable, type ContentRouteTable } from './route-tables/content.js';
export { cartRouteTable, type CartRouteTable } from './route-tables/cart.js';
export { accountRouteTable, type AccountRouteTable } from './route-tables/account.js';

/** The header of a previewer's session, which alone unlocks draft content (`draft=1`) on the content service. */
export const previewTokenHeader = 'x-preview-token';

/** A `:param` of a route's path, its name captured. */
export const pathParam = /:([A-Za-z]+)/g;

/** Fills a route's `:params`: `pathOf('menu/:site/:identifier', { site: 'auto', identifier: 'main' })`. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(pathParam, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
