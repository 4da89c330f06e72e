import { membershipCode } from '../constants.js';
import type { BouquetsResponse } from '../contracts/account.js';

type Bouquet = BouquetsResponse['data']['objects'][number];

/**
 * Whether these bouquets make a member (SPEC §4): one of them is the ACO1 membership and ends after
 * `now`.
 */
export function isMember(
  bouquets: readonly Pick<Bouquet, 'choice' | 'date_end'>[],
  now: Date = new Date(),
): boolean {
  return bouquets.some(
    (bouquet) =>
      bouquet.choice.name === membershipCode && Date.parse(bouquet.date_end) > now.getTime(),
  );
}
