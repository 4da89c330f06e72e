/**
 * Content responses cached in the site server, keyed by site, locale and call, with named strategies
 * (as Hydrogen names them): fresh for `maxAge` seconds, then served stale for up to
 * `staleWhileRevalidate` more while one refresh runs in the background. Failures (null) are never
 * cached, so the next request tries again; draft and personal data use CacheNone. A request waits on
 * the service only so long: SPEC §9 sets no timeout on the call itself, which goes on and fills the
 * cache for the next request.
 */
export interface CacheStrategy {
  name: string;
  maxAge: number;
  staleWhileRevalidate: number;
}

export const CacheNone: CacheStrategy = { name: 'none', maxAge: 0, staleWhileRevalidate: 0 };
/** Pages, alerts: change during the day. */
export const CacheShort: CacheStrategy = { name: 'short', maxAge: 60, staleWhileRevalidate: 300 };
/**
 * Live timing: changes by the second. What the page's HTML shows holds the board's room; the browser
 * asks for the timing again once hydrated.
 */
export const CacheLive: CacheStrategy = { name: 'live', maxAge: 10, staleWhileRevalidate: 50 };
/** Menus, footer, partners, sites: change rarely. */
export const CacheLong: CacheStrategy = { name: 'long', maxAge: 600, staleWhileRevalidate: 3600 };

interface Entry {
  value: unknown;
  storedAt: number;
}

/** How long a caller waits on the service, and what it hears when the wait ends first. */
export interface CacheWait {
  /** When (in the cache's clock, ms) the caller stops waiting; Infinity: until the answer. */
  until: number;
  /** Told when the wait ended before the answer (the answer still fills the cache when it comes). */
  onLate?: () => void;
}

export class ContentCache {
  readonly #entries = new Map<string, Entry>();
  /** One call at a time per key: a slow service gets one call, not one per visitor. */
  readonly #loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`: fresh from memory; stale (within stale-while-revalidate) from memory while one
   * refresh runs; else the service's, waited for until `wait.until`. When the service fails or the
   * wait ends first, an older answer kept for the key (the service down or slow: what the site has
   * beats no page), or null. Nothing stops the call: its answer fills the cache for the next request.
   */
  async get<T>(
    key: string,
    strategy: CacheStrategy,
    load: () => Promise<T | null>,
    wait: CacheWait = { until: Infinity },
  ): Promise<T | null> {
    if (strategy.maxAge === 0) return this.#within(load(), null, wait);
    const entry = this.#entries.get(key);
    const age = entry ? (this.now() - entry.storedAt) / 1000 : Infinity;
    if (entry && age < strategy.maxAge) return entry.value as T;
    const loading = this.#load(key, load);
    if (entry && age < strategy.maxAge + strategy.staleWhileRevalidate) return entry.value as T;
    const kept = entry ? (entry.value as T) : null;
    return this.#within(
      loading.then((value) => value ?? kept),
      kept,
      wait,
    );
  }

  /** The call in flight for `key`, or a new one that stores its answer (never a failure). */
  #load<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const running = this.#loading.get(key) as Promise<T | null> | undefined;
    if (running) return running;
    const loading = load()
      .catch(() => null)
      .then((value) => {
        if (value !== null) this.#store(key, value);
        return value;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /** `answer`, or `fallback` if `wait.until` comes first. */
  #within<T>(answer: Promise<T>, fallback: T, wait: CacheWait): Promise<T> {
    const left = wait.until - this.now();
    if (left === Infinity) return answer;
    return new Promise<T>((resolve) => {
      const late = () => {
        wait.onLate?.();
        resolve(fallback);
      };
      if (left <= 0) {
        // The request has waited its share already: no more waiting, even for a quick answer.
        void answer.catch(() => undefined);
        late();
        return;
      }
      const timer = setTimeout(late, left);
      void answer.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        () => {
          clearTimeout(timer);
          resolve(fallback);
        },
      );
    });
  }

  #store(key: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.now() });
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
