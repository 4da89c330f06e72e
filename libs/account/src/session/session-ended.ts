import { atom } from 'jotai';
import { accountAtom, signedOut } from '../state/account-state.js';
import { clearStoredToken, readStoredToken } from './stored-token.js';

/**
 * A service refused the session's token as no longer valid (the cart's `LOGIN_REQUIRED`): the account
 * is cleared, in the store and in the browser's storage, so that the visitor shows as logged out and
 * can log in again. No logout call: the token opens nothing any more. Only while `token` is still the
 * session's: a login since then is kept.
 */
export const sessionEndedAtom = atom(null, (get, set, token: string) => {
  if (get(accountAtom).token !== token) return;
  set(accountAtom, signedOut);
  if (readStoredToken()?.token === token) clearStoredToken();
});
