/**
 * Content responses cached in the site server, keyed by site, locale and call, with named strategies
 * (as Hydrogen names them): fresh for `maxAge` seconds, then served stale for up to
 * `staleWhileRevalidate` more while one refresh runs in the background. Failures (null) are never
 * cached, so the next request tries again; draft and personal data use CacheNone.
 */
export interface CacheStrategy {
  name: string;
  maxAge: number;
  staleWhileRevalidate: number;
}

export const CacheNone: CacheStrategy = { name: 'none', maxAge: 0, staleWhileRevalidate: 0 };
/** Pages, alerts: change during the day. */
export const CacheShort: CacheStrategy = { name: 'short', maxAge: 60, staleWhileRevalidate: 300 };
/** Menus, footer, partners, sites: change rarely. */
export const CacheLong: CacheStrategy = { name: 'long', maxAge: 600, staleWhileRevalidate: 3600 };

interface Entry {
  value: unknown;
  storedAt: number;
  refreshing: boolean;
}

export class ContentCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(
    key: string,
    strategy: CacheStrategy,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    if (strategy.maxAge === 0) return load();
    const entry = this.#entries.get(key);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : Infinity;
    if (entry && age < strategy.maxAge) return entry.value as T;
    if (entry && age < strategy.maxAge + strategy.staleWhileRevalidate) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        void load()
          .then((value) => (value === null ? undefined : this.#store(key, value)))
          .finally(() => {
            entry.refreshing = false;
          });
      }
      return entry.value as T;
    }
    const value = await load();
    if (value !== null) this.#store(key, value);
    return value;
  }

  #store(key: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.now(), refreshing: false });
    // Oldest first: a Map keeps insertion order.
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
