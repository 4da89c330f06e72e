/**
 * Where the session's token is kept in the browser: localStorage when the visitor chose 'stay connected'
 * (it survives closing the browser), sessionStorage otherwise (it ends with the tab). Only the token is
 * kept; the member's details are fetched again with it. Storage that refuses (private mode, a policy)
 * is logged and otherwise ignored: the session then lasts as long as the page.
 */
export const accountTokenKey = 'ACCOUNT_TOKEN';

export interface StoredToken {
  token: string;
  /** Kept in localStorage ('stay connected') rather than sessionStorage. */
  stayConnected: boolean;
}

type StorageName = 'localStorage' | 'sessionStorage';

const storageOf = (stayConnected: boolean): StorageName =>
  stayConnected ? 'localStorage' : 'sessionStorage';

/** Runs `run` on one of the window's storages; even reaching one may throw (SecurityError). */
function withStorage<T>(name: StorageName, run: (storage: Storage) => T, fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  try {
    return run(window[name]);
  } catch (error) {
    console.error(`[account] ${name} refused the session token`, error);
    return fallback;
  }
}

/** The token of the last session in this browser, if any ('stay connected' first). */
export function readStoredToken(): StoredToken | null {
  for (const stayConnected of [true, false]) {
    const token = withStorage(
      storageOf(stayConnected),
      (storage) => storage.getItem(accountTokenKey),
      null,
    );
    if (token) return { token, stayConnected };
  }
  return null;
}

/** Keeps `token` where `stayConnected` says, and nowhere else. */
export function storeToken(token: string, stayConnected: boolean): void {
  withStorage(
    storageOf(stayConnected),
    (storage) => storage.setItem(accountTokenKey, token),
    undefined,
  );
  withStorage(
    storageOf(!stayConnected),
    (storage) => storage.removeItem(accountTokenKey),
    undefined,
  );
}

/** Forgets the token in both storages. */
export function clearStoredToken(): void {
  for (const stayConnected of [true, false]) {
    withStorage(
      storageOf(stayConnected),
      (storage) => storage.removeItem(accountTokenKey),
      undefined,
    );
  }
}
