import type { AccountClient, User } from '@paddock/api-clients';
import type { Membership } from '@paddock/api-clients/lite';
import { atom } from 'jotai';

/** The visitor's account (SPEC §3): no user, no token and not a member until they log in. */
export interface AccountState {
  user: User | null;
  token: string | null;
  /** Holds a current ACO1 membership (SPEC §4). */
  isMember: boolean;
  /**
   * The ACO1 membership that ends last, current or ended (the account modal shows it, a refused member
   * price says when it ended); null or absent when the account never held one, or it is not known.
   */
  membership?: Membership | null | undefined;
}

export const signedOut: AccountState = {
  user: null,
  token: null,
  isMember: false,
  membership: null,
};

/** The account of the visitor, in the page's Jotai store. */
export const accountAtom = atom<AccountState>(signedOut);

/** What the account lib needs from the app: the account service's client and the account site. */
export interface AccountConfig {
  client: AccountClient;
  /** The external account site (create account, edit account), e.g. `http://localhost:3100/account`. */
  accountSiteUrl: string;
}

/** Set once by the app (from its public config) before anything logs in. */
export const accountConfigAtom = atom<AccountConfig | null>(null);
