import type { Buyer } from '@paddock/api-clients';
import type { AccountState } from '../state/account-state.js';

/** Who buys, for the cart (SPEC §3, §6): the logged-in member with their details, or an anonymous visitor. */
export function buyerOf(account: AccountState): Buyer {
  const { user } = account;
  if (!user) return { status: 'anonymous' };
  return {
    status: 'member',
    email: user.email,
    info: {
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.mobile_phone_number?.national_number ?? '',
      address: {
        city: user.city,
        zipCode: user.postcode,
        country: user.country,
        street: user.address1,
      },
    },
  };
}
