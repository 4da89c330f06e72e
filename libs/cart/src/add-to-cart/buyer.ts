import type { AccountState } from '@paddock/account';
import type { Buyer } from '@paddock/api-clients';

/** Who buys (SPEC §3, §6): the logged-in member's details prefill the cart's buyer; else anonymous. */
export function buyerFrom(account: AccountState): Buyer {
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
