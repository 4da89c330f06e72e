import type { AccountState } from '@paddock/account';
import { memberAudienceCode } from '@paddock/api-clients/lite';

/**
 * Why the visitor may not have a member-only price (MEME): `logIn`, nobody is logged in (SPEC §5's
 * alert); `membership`, the logged-in account holds no current ACO1 membership (SPEC §4, §6).
 */
export type MemberOnlyRefusal = 'logIn' | 'membership';

/**
 * The member-only rule of the shop, in the browser: whether the visitor may ask for these prices, and
 * if not, why. Membership decides, not being logged in. The cart service decides again from the
 * account token (its `MEMBER_ONLY` and `LOGIN_REQUIRED`): this only tells the visitor before any call.
 */
export function memberOnlyRefusal(
  account: Pick<AccountState, 'user' | 'isMember'>,
  prices: readonly { audienceCode: string }[],
): MemberOnlyRefusal | null {
  if (!prices.some((price) => price.audienceCode === memberAudienceCode)) return null;
  if (!account.user) return 'logIn';
  return account.isMember ? null : 'membership';
}
