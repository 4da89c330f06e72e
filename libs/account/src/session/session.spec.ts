import type { AccountClient } from '@paddock/api-clients';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountAtom, accountConfigAtom, signedOut } from '../state/account-state.js';
import {
  fakeAccountClient,
  fakeLoginAccount,
  fixturePassword,
  fixtureUser,
  memberBouquets,
  signedInAccount,
} from '../testing/index.js';
import { loadAccount, loginAtom, logoutAtom, restoreSessionAtom } from './session.js';
import { accountTokenKey } from './stored-token.js';

const credentials = { email: fixtureUser.email, password: fixturePassword };

function storeWith(client: AccountClient) {
  const store = createStore();
  store.set(accountConfigAtom, { client, accountSiteUrl: 'https://account.test' });
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('login', () => {
  it('stores the user, the token and the membership, and keeps the token for the tab only', async () => {
    const client = fakeAccountClient();
    const store = storeWith(client);
    const outcome = await store.set(loginAtom, { ...credentials, stayConnected: false });
    expect(outcome).toEqual({ ok: true });
    expect(store.get(accountAtom)).toEqual(fakeLoginAccount);
    expect(sessionStorage.getItem(accountTokenKey)).toBe('token-1');
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('keeps the token in localStorage when the visitor stays connected', async () => {
    const store = storeWith(fakeAccountClient());
    await store.set(loginAtom, { ...credentials, stayConnected: true });
    expect(localStorage.getItem(accountTokenKey)).toBe('token-1');
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('asks the service with the credentials, then the customer and bouquets with the token', async () => {
    const client = fakeAccountClient();
    const login = vi.spyOn(client, 'login');
    const customer = vi.spyOn(client, 'customer');
    const bouquets = vi.spyOn(client, 'bouquets');
    await storeWith(client).set(loginAtom, { ...credentials, stayConnected: false });
    expect(login).toHaveBeenCalledWith(credentials);
    expect(customer).toHaveBeenCalledWith('token-1');
    expect(bouquets).toHaveBeenCalledWith('token-1');
  });

  it('fails with errorLogin and the server message, and changes nothing', async () => {
    const store = storeWith(fakeAccountClient());
    const outcome = await store.set(loginAtom, {
      email: fixtureUser.email,
      password: 'wrong',
      stayConnected: true,
    });
    expect(outcome).toEqual({ ok: false, code: 'errorLogin', message: 'Invalid credentials.' });
    expect(store.get(accountAtom)).toBe(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('fails with errorLogin and the server message when the customer cannot be fetched', async () => {
    const client = fakeAccountClient({
      customer: async () => ({ ok: false, message: 'Customer unavailable' }),
    });
    const store = storeWith(client);
    const outcome = await store.set(loginAtom, { ...credentials, stayConnected: false });
    expect(outcome).toEqual({ ok: false, code: 'errorLogin', message: 'Customer unavailable' });
    expect(store.get(accountAtom)).toBe(signedOut);
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('still logs in when the storage refuses the token, and only logs that', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = storeWith(fakeAccountClient());
    await expect(store.set(loginAtom, { ...credentials, stayConnected: true })).resolves.toEqual({
      ok: true,
    });
    expect(store.get(accountAtom).user).toEqual(fixtureUser);
    expect(error).toHaveBeenCalled();
  });
});

describe('membership (ACO1 ending in the future)', () => {
  const now = new Date('2027-06-01T12:00:00Z');
  const member = async (bouquets: Awaited<ReturnType<AccountClient['bouquets']>>) => {
    const loaded = await loadAccount(
      fakeAccountClient({ bouquets: async () => bouquets }),
      't',
      now,
    );
    return loaded.ok && loaded.account.isMember;
  };

  it('holds with an ACO1 bouquet that ends after now', async () => {
    expect(await member([{ choice: { name: 'ACO1' }, date_end: '2027-06-02T00:00:00Z' }])).toBe(
      true,
    );
    expect(await member(memberBouquets)).toBe(true);
  });

  it('does not hold with an ACO1 bouquet that has ended', async () => {
    expect(await member([{ choice: { name: 'ACO1' }, date_end: '2027-05-31T00:00:00Z' }])).toBe(
      false,
    );
  });

  it('does not hold with another bouquet, nor with none (bouquets that failed)', async () => {
    expect(await member([{ choice: { name: 'PASS24' }, date_end: '2999-01-01T00:00:00Z' }])).toBe(
      false,
    );
    expect(await member([])).toBe(false);
  });
});

describe('logout', () => {
  it('clears the account and both storages', async () => {
    const store = storeWith(fakeAccountClient());
    await store.set(loginAtom, { ...credentials, stayConnected: true });
    sessionStorage.setItem(accountTokenKey, 'an-old-one');
    await store.set(logoutAtom);
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('tells the account service to revoke the token', async () => {
    const client = fakeAccountClient();
    const logout = vi.spyOn(client, 'logout');
    const store = storeWith(client);
    await store.set(loginAtom, { ...credentials, stayConnected: false });
    await store.set(logoutAtom);
    expect(logout).toHaveBeenCalledExactlyOnceWith('token-1');
  });

  it('revokes a stored token whose member could not be loaded', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const client = fakeAccountClient();
    const logout = vi.spyOn(client, 'logout');
    await storeWith(client).set(logoutAtom);
    expect(logout).toHaveBeenCalledExactlyOnceWith('stored');
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('logs out at once, before the service answers, and stays so when it fails', async () => {
    let answer: (revoked: boolean) => void = () => undefined;
    const client = fakeAccountClient({
      logout: () => new Promise((resolve) => (answer = resolve)),
    });
    const store = storeWith(client);
    await store.set(loginAtom, { ...credentials, stayConnected: true });
    const done = store.set(logoutAtom);
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
    answer(false);
    await done;
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('calls no service when there is no token', async () => {
    const client = fakeAccountClient();
    const logout = vi.spyOn(client, 'logout');
    await storeWith(client).set(logoutAtom);
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('restoring the session of a stored token', () => {
  it('refreshes the token, stores the new one in the same place and loads the member', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const client = fakeAccountClient();
    const refresh = vi.spyOn(client, 'refresh');
    const store = storeWith(client);
    await store.set(restoreSessionAtom);
    expect(refresh).toHaveBeenCalledWith('stored');
    expect(store.get(accountAtom)).toEqual({
      user: fixtureUser,
      token: 'refreshed-stored',
      isMember: true,
      membership: { code: 'ACO1', endsAt: '2999-12-31T23:59:59+01:00' },
    });
    expect(localStorage.getItem(accountTokenKey)).toBe('refreshed-stored');
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('keeps a tab-only session in sessionStorage', async () => {
    sessionStorage.setItem(accountTokenKey, 'stored');
    const store = storeWith(fakeAccountClient());
    await store.set(restoreSessionAtom);
    expect(sessionStorage.getItem(accountTokenKey)).toBe('refreshed-stored');
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('logs the visitor out when the refresh is refused', async () => {
    localStorage.setItem(accountTokenKey, 'expired');
    const client = fakeAccountClient({ refresh: async () => ({ ok: false }) });
    const customer = vi.spyOn(client, 'customer');
    const store = storeWith(client);
    store.set(accountAtom, signedInAccount);
    await store.set(restoreSessionAtom);
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
    expect(customer).not.toHaveBeenCalled();
  });

  it('asks nothing without a stored token', async () => {
    const client = fakeAccountClient();
    const refresh = vi.spyOn(client, 'refresh');
    const store = storeWith(client);
    await store.set(restoreSessionAtom);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.get(accountAtom)).toBe(signedOut);
  });

  it('runs once per store', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const client = fakeAccountClient();
    const refresh = vi.spyOn(client, 'refresh');
    const store = storeWith(client);
    await Promise.all([store.set(restoreSessionAtom), store.set(restoreSessionAtom)]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows a logged-out visitor, keeping the token, when the member cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(accountTokenKey, 'stored');
    const store = storeWith(
      fakeAccountClient({ customer: async () => ({ ok: false, message: 'customer error' }) }),
    );
    await store.set(restoreSessionAtom);
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBe('refreshed-stored');
    expect(error).toHaveBeenCalledWith(expect.any(String), 'customer error');
  });

  it('gives way to a login made while the refresh was on its way', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    let refreshed: (result: { ok: false }) => void = () => undefined;
    const store = storeWith(
      fakeAccountClient({ refresh: () => new Promise((resolve) => (refreshed = resolve)) }),
    );
    const restoring = store.set(restoreSessionAtom);
    await store.set(loginAtom, { ...credentials, stayConnected: true });
    refreshed({ ok: false });
    await restoring;
    expect(store.get(accountAtom).token).toBe('token-1');
    expect(localStorage.getItem(accountTokenKey)).toBe('token-1');
  });

  it('logs an error and does nothing when the app set no account config', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(accountTokenKey, 'stored');
    const store = createStore();
    await store.set(restoreSessionAtom);
    expect(error).toHaveBeenCalled();
    expect(localStorage.getItem(accountTokenKey)).toBe('stored');
  });

  it('only logs when the storage cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = storeWith(fakeAccountClient());
    await expect(store.set(restoreSessionAtom)).resolves.toBeUndefined();
    expect(store.get(accountAtom)).toBe(signedOut);
    expect(error).toHaveBeenCalled();
  });
});
