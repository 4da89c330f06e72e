// @paddock/api-clients/browser/account: the account service's client for the browser alone, so that a page
// loads the code of the clients it calls and no other (see browser.ts).
import type { AccountClient, AccountClientOptions } from '../clients/account.js';
import { makeAccountClient } from '../clients/account.js';
import { accountRouteTable } from '../route-tables/account.js';

/** The account service's client; answers taken as typed. */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  return makeAccountClient(accountRouteTable, options);
}
