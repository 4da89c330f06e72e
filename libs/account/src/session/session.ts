import type { AccountClient, LoginResult } from '@paddock/api-clients';
import { isMember, loginErrorCode, membershipOf } from '@paddock/api-clients/lite';
import { atom, useAtomValue, useSetAtom, type Getter } from 'jotai';
import { useMemo } from 'react';
import {
  accountAtom,
  accountConfigAtom,
  signedOut,
  type AccountConfig,
  type AccountState,
} from '../state/account-state.js';
import { clearStoredToken, readStoredToken, storeToken } from './stored-token.js';

/** What the visitor types in the Login modal (SPEC §3). */
export interface LoginForm {
  email: string;
  password: string;
  /** Keep the session after the browser closes (localStorage) rather than for the tab only. */
  stayConnected: boolean;
}

/** The end of a login: done, or `errorLogin` with the server's message (SPEC §8). */
export type LoginOutcome =
  { ok: true } | { ok: false; code: typeof loginErrorCode; message: string };

export type LoadedAccount = { ok: true; account: AccountState } | { ok: false; message: string };

/**
 * The member behind `token`: their details and whether their bouquets make them a member. A failed
 * customer fetch gives its server message (SPEC §8); failed bouquets only mean "not a member".
 */
export async function loadAccount(
  client: AccountClient,
  token: string,
  now: Date = new Date(),
): Promise<LoadedAccount> {
  const [customer, bouquets] = await Promise.all([client.customer(token), client.bouquets(token)]);
  if (!customer.ok) return { ok: false, message: customer.message };
  return {
    ok: true,
    account: {
      user: customer.user,
      token,
      isMember: isMember(bouquets, now),
      membership: membershipOf(bouquets),
    },
  };
}

function configOf(get: Getter): AccountConfig {
  const config = get(accountConfigAtom);
  if (!config) {
    throw new Error('@paddock/account: set accountConfigAtom (client, accountSiteUrl) first');
  }
  return config;
}

/** The account config of the page's store; it must have been set by the app. */
export function useAccountConfig(): AccountConfig {
  const config = useAtomValue(accountConfigAtom);
  if (!config) {
    throw new Error('@paddock/account: set accountConfigAtom (client, accountSiteUrl) first');
  }
  return config;
}

/**
 * Bumped by every login and logout: a session restore that finds it changed when its answers arrive
 * has been overtaken by the visitor, and drops them.
 */
const sessionEpochAtom = atom(0);
/** A store restores its session once, however often `<AccountSession />` mounts (StrictMode). */
const restoreStartedAtom = atom(false);

/**
 * Logs in (SPEC §4): the token, then the member's details and bouquets; on success the account holds
 * the user, the token and the membership, and the token is kept where `stayConnected` says.
 */
export const loginAtom = atom(null, async (get, set, form: LoginForm): Promise<LoginOutcome> => {
  const { client } = configOf(get);
  const answer: LoginResult = await client.login({ email: form.email, password: form.password });
  if (!answer.ok) return { ok: false, code: answer.code, message: answer.message };
  const loaded = await loadAccount(client, answer.token);
  if (!loaded.ok) return { ok: false, code: loginErrorCode, message: loaded.message };
  set(sessionEpochAtom, (epoch) => epoch + 1);
  set(accountAtom, loaded.account);
  storeToken(answer.token, form.stayConnected);
  return { ok: true };
});

/**
 * Logs out: the account is cleared at once, in the store and in the browser's storage, then the account
 * service is told to revoke the token. Whatever it answers (or if it never does), the visitor stays
 * logged out here; the promise settles when the service has answered or failed.
 */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  const token = get(accountAtom).token ?? readStoredToken()?.token;
  set(sessionEpochAtom, (epoch) => epoch + 1);
  set(accountAtom, signedOut);
  clearStoredToken();
  const config = get(accountConfigAtom);
  if (token && config) await config.client.logout(token);
});

/**
 * Resumes the session of a stored token (SPEC §4): the token is refreshed and the refreshed one stored
 * in its place, then the member is loaded. A refused refresh logs the visitor out (SPEC §8). If only the
 * member's details fail, the visitor shows as logged out for this page and the token is kept for the
 * next one. Runs once per store.
 */
export const restoreSessionAtom = atom(null, async (get, set): Promise<void> => {
  if (get(restoreStartedAtom)) return;
  set(restoreStartedAtom, true);
  const config = get(accountConfigAtom);
  if (!config) {
    console.error('[account] accountConfigAtom is not set: the session cannot be restored');
    return;
  }
  const stored = readStoredToken();
  if (!stored) return;
  const { client } = config;
  const epoch = get(sessionEpochAtom);
  const overtaken = () => get(sessionEpochAtom) !== epoch;

  const refreshed = await client.refresh(stored.token);
  if (overtaken()) return;
  if (!refreshed.ok) {
    clearStoredToken();
    set(accountAtom, signedOut);
    return;
  }
  storeToken(refreshed.token, stored.stayConnected);
  const loaded = await loadAccount(client, refreshed.token);
  if (overtaken()) return;
  if (!loaded.ok) {
    console.error('[account] the member could not be loaded:', loaded.message);
    set(accountAtom, signedOut);
    return;
  }
  set(accountAtom, loaded.account);
});

export interface AccountActions {
  login: (form: LoginForm) => Promise<LoginOutcome>;
  /** Logged out at once; the promise settles once the service has revoked the token (or failed to). */
  logout: () => Promise<void>;
}

/** Login and logout for components under the page's Jotai provider. */
export function useAccountActions(): AccountActions {
  const login = useSetAtom(loginAtom);
  const logout = useSetAtom(logoutAtom);
  return useMemo(() => ({ login, logout }), [login, logout]);
}
