import type { User } from '../contracts/account.js';
import type { Buyer } from '../contracts/cart.js';

/** The cart buyer of a member (SPEC §3): their email, and their details as the account service has them. */
export type MemberBuyer = Extract<Buyer, { status: 'member' }>;

/**
 * The buyer payload of a logged-in account holder: what the browser sends, and what the cart service
 * takes from the verified account instead of the payload (one mapping for both).
 */
export function memberBuyer(user: User): MemberBuyer {
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

/**
 * The cart buyer of whoever buys (SPEC §3): the logged-in member's mapping, or an anonymous buyer when
 * nobody is logged in. The browser asks with its account's user, the cart service with the verified one.
 */
export function buyerOf(user: User | null | undefined): Buyer {
  return user ? memberBuyer(user) : { status: 'anonymous' };
}
