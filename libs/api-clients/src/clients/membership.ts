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

/** A membership as the visitor reads it: its code and the day it ends (or ended). */
export interface Membership {
  code: string;
  /** ISO date-time of its end. */
  endsAt: string;
}

/**
 * The ACO1 membership these bouquets hold that ends last, current or ended (to tell a former member
 * when theirs ended); null when they never held one.
 */
export function membershipOf(
  bouquets: readonly Pick<Bouquet, 'choice' | 'date_end'>[],
): Membership | null {
  let latest: Membership | null = null;
  for (const bouquet of bouquets) {
    if (bouquet.choice.name !== membershipCode || Number.isNaN(Date.parse(bouquet.date_end))) {
      continue;
    }
    if (!latest || Date.parse(bouquet.date_end) > Date.parse(latest.endsAt)) {
      latest = { code: bouquet.choice.name, endsAt: bouquet.date_end };
    }
  }
  return latest;
}
