// @paddock/api-clients/lite: what browser code needs at run time without the clients or the contract
// schemas (zod): the business constants, the locales, the membership and member-only rules, the buyer
// and the cart's errors, the price format and the Intl formats made once. The clients themselves
// (`@paddock/api-clients/browser`) load when first called: the site imports them lazily.
export * from './constants.js';
export { isMember, membershipOf, type Membership } from './clients/membership.js';
export { buyerOf, memberBuyer, type MemberBuyer } from './clients/buyer.js';
export { isMemberOnly, memberOnlyRefusal, type MemberOnlyRefusal } from './clients/member-only.js';
export * from './locales.js';
export {
  CartError,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
  type CartErrorCode,
  type CartFullDetails,
  type InvalidQuantityDetails,
} from './clients/cart-error.js';
export { formatPrice } from './price.js';
export { dateTimeFormat, numberFormat } from './intl.js';
export { eventDate } from './event-date.js';
export { collator, displayNames, listFormat } from './intl-names.js';
export { seatLabel, seatParts, type SeatParts } from './seats/seat-id.js';
