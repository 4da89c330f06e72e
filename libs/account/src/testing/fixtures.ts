import type { AccountClient, Bouquet, User } from '@paddock/api-clients';
import { loginErrorCode } from '@paddock/api-clients';
import type { AccountState } from '../state/account-state.js';

/** The demo member of the local account service (SPEC §3 user fields). */
export const fixtureUser: User = {
  firstname: 'Camille',
  lastname: 'Lefèvre',
  email: 'member@paddock.test',
  mobile_phone_number: { national_number: '0639980124' },
  city: 'Le Mans',
  postcode: '72000',
  country: 'FR',
  address1: '12 rue des Jacobins',
};

/** Its password for `fakeAccountClient()`. */
export const fixturePassword = 'Paddock-24h!';

/** A current ACO1 membership and last season's, ended: a member (SPEC §4). */
export const memberBouquets: Bouquet[] = [
  { choice: { name: 'ACO1' }, date_end: '2999-12-31T23:59:59+01:00' },
  { choice: { name: 'ACO1' }, date_end: '2001-06-30T23:59:59+02:00' },
];

/** The account of `fixtureUser`, logged in and a member. */
export const signedInAccount: AccountState = {
  user: fixtureUser,
  token: 'token-1',
  isMember: true,
  membership: { code: 'ACO1', endsAt: '2026-12-31T23:59:59+01:00' },
};

/** What logging `fixtureUser` in through `fakeAccountClient` gives: a member until far ahead. */
export const fakeLoginAccount: AccountState = {
  user: fixtureUser,
  token: 'token-1',
  isMember: true,
  membership: { code: 'ACO1', endsAt: '2999-12-31T23:59:59+01:00' },
};

/** `fixtureUser` logged in, whose ACO1 membership ended: not a member any more. */
export const formerMemberAccount: AccountState = {
  user: fixtureUser,
  token: 'token-1',
  isMember: false,
  membership: { code: 'ACO1', endsAt: '2025-12-31T23:59:59+01:00' },
};

/** `fixtureUser` logged in, who never held a membership. */
export const nonMemberAccount: AccountState = {
  user: fixtureUser,
  token: 'token-1',
  isMember: false,
  membership: null,
};

/**
 * An account service in memory, with the never-rejecting results of the real client: `fixtureUser`
 * logs in with `fixturePassword` and holds `memberBouquets`; any other credentials are refused.
 * Every token is accepted, refreshes to `refreshed-…` and logs out. Pass methods to change a behaviour.
 */
export function fakeAccountClient(overrides: Partial<AccountClient> = {}): AccountClient {
  return {
    async login({ email, password }) {
      return email === fixtureUser.email && password === fixturePassword
        ? { ok: true, token: 'token-1' }
        : { ok: false, code: loginErrorCode, message: 'Invalid credentials.' };
    },
    async customer() {
      return { ok: true, user: fixtureUser };
    },
    async bouquets() {
      return memberBouquets;
    },
    async refresh(token) {
      return { ok: true, token: `refreshed-${token}` };
    },
    async forgotPassword() {
      return undefined;
    },
    async logout() {
      return true;
    },
    ...overrides,
  };
}
