// @paddock/api-clients/lite: what browser code needs at run time without the clients (ky) or the
// contract schemas (zod): the business constants, the membership rule and the cart's errors. The
// clients themselves load when first called (the site imports `@paddock/api-clients` lazily).
export * from './constants.js';
export { isMember, membershipOf, type Membership } from './clients/membership.js';
export { memberBuyer, type MemberBuyer } from './clients/buyer.js';
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
export { seatLabel, seatParts, type SeatParts } from './seats/seat-id.js';
