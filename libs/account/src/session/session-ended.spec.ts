import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountAtom, signedOut } from '../state/account-state.js';
import { signedInAccount } from '../testing/index.js';
import { sessionEndedAtom } from './session-ended.js';
import { accountTokenKey } from './stored-token.js';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessionEndedAtom', () => {
  it('clears the account whose token a service refused, in the store and in storage', () => {
    const store = createStore();
    store.set(accountAtom, signedInAccount);
    localStorage.setItem(accountTokenKey, signedInAccount.token ?? '');

    store.set(sessionEndedAtom, signedInAccount.token ?? '');

    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('clears a tab-only session too', () => {
    const store = createStore();
    store.set(accountAtom, signedInAccount);
    sessionStorage.setItem(accountTokenKey, signedInAccount.token ?? '');

    store.set(sessionEndedAtom, signedInAccount.token ?? '');

    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('keeps a session that has a newer token than the one refused', () => {
    const store = createStore();
    const newer = { ...signedInAccount, token: 'token-2' };
    store.set(accountAtom, newer);
    localStorage.setItem(accountTokenKey, 'token-2');

    store.set(sessionEndedAtom, 'token-1');

    expect(store.get(accountAtom)).toEqual(newer);
    expect(localStorage.getItem(accountTokenKey)).toBe('token-2');
  });
});
