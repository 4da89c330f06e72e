import type { Buyer } from '@paddock/api-clients';
import { memberBuyer } from '@paddock/api-clients/lite';
import type { AccountState } from '../state/account-state.js';

/** Who buys, for the cart (SPEC §3, §6): the logged-in member with their details, or an anonymous visitor. */
export function buyerOf(account: AccountState): Buyer {
  return account.user ? memberBuyer(account.user) : { status: 'anonymous' };
}
