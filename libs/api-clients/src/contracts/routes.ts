/**
 * The routes of the services with their schemas: each route's description (`route-table.ts`, no zod)
 * joined with its schemas (`route-schemas.ts`). The site server's clients call these, so every answer
 * is validated; the local services register a handler per route and validate both ways with them.
 */
import {
  accountRouteTable,
  cartRouteTable,
  contentRouteTable,
  type RouteContract,
  type RouteSchemas,
} from '../route-table.js';
import { accountSchemas, cartSchemas, contentSchemas } from './route-schemas.js';

export {
  accountRouteTable,
  cartRouteTable,
  contentRouteTable,
  pathOf,
  previewTokenHeader,
  type AccountRouteTable,
  type AnswerSchema,
  type CartRouteTable,
  type ContentRouteTable,
  type Route,
  type RouteContract,
  type RouteSchemas,
  type SchemasOf,
} from '../route-table.js';
export { accountSchemas, cartSchemas, contentSchemas } from './route-schemas.js';

/** Each route of `table` with the schemas of the same name. */
function withSchemas<
  Table extends Record<string, Omit<RouteContract, keyof RouteSchemas>>,
  Schemas extends { [K in keyof Table]: RouteSchemas },
>(table: Table, schemas: Schemas): { [K in keyof Table]: Table[K] & Schemas[K] } {
  const routes: Record<string, RouteContract> = {};
  for (const [name, route] of Object.entries(table)) {
    routes[name] = { ...route, ...schemas[name as keyof Table] };
  }
  return routes as { [K in keyof Table]: Table[K] & Schemas[K] };
}

/** The content service: sites, menus, alerts, pages, partners, the ticket catalogue (SPEC §7). */
export const contentRoutes = withSchemas(contentRouteTable, contentSchemas);

/** The cart service (SPEC §7). */
export const cartRoutes = withSchemas(cartRouteTable, cartSchemas);

/** The account service (SPEC §7). */
export const accountRoutes = withSchemas(accountRouteTable, accountSchemas);
