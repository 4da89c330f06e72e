import type { accountSchemas } from '../contracts/route-schemas.js';
import type { Described, DescriptionsOf } from '../route-table.js';

/** The account service (SPEC §7). */
const account = {
  login: { method: 'POST', path: 'api/mobile/login', form: true },
  customer: { method: 'GET', path: 'api/mobile/customer', bearer: true },
  bouquets: { method: 'GET', path: 'api/mobile/customer/bouquets', bearer: true },
  refresh: { method: 'POST', path: 'api/mobile/login/token/refresh', form: true, bearer: true },
  logout: { method: 'POST', path: 'api/mobile/logout', bearer: true },
} as const satisfies DescriptionsOf<typeof accountSchemas>;

export const accountRouteTable: Described<typeof account, typeof accountSchemas> = account;
export type AccountRouteTable = typeof accountRouteTable;
