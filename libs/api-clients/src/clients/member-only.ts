import { memberAudienceCode } from '../constants.js';

/**
 * Why a buyer may not have a member-only price (MEME): `logIn`, nobody is logged in (SPEC §5's
 * alert); `membership`, the logged-in account holds no current ACO1 membership (SPEC §4, §6).
 */
export type MemberOnlyRefusal = 'logIn' | 'membership';

/** Whether a price is for members only (audience MEME, SPEC §5). */
export const isMemberOnly = (price: { audienceCode: string }): boolean =>
  price.audienceCode === memberAudienceCode;

/**
 * The member-only rule of the shop, one function for the browser and the cart service: whether a buyer
 * may have these prices, and if not, why. Membership decides, not being logged in (SPEC §4, §6). The
 * browser asks with the account it holds, to tell the visitor before any call; the cart service asks
 * again with the account the token verifies, and refuses (`MEMBER_ONLY`).
 */
export function memberOnlyRefusal(
  buyer: { user: unknown; isMember: boolean },
  prices: readonly { audienceCode: string }[],
): MemberOnlyRefusal | null {
  if (!prices.some(isMemberOnly)) return null;
  if (!buyer.user) return 'logIn';
  return buyer.isMember ? null : 'membership';
}
