/**
 * Rendered HTML of anonymous pages, kept in the server for as long as a CDN may keep it (`s-maxage`),
 * so that a popular page is rendered once a minute rather than once a visit. A page is kept under what
 * it depends on — its path and the query flags that change it — and rendered from that alone, so any
 * other parameter (a campaign's `utm_source`…) is the same page. The CSP still holds: a cached page is
 * rendered with a placeholder nonce, and every response gets a fresh nonce in its place.
 */
import { randomBytes } from 'node:crypto';
import { flagsQuery, readFlags } from './flags';

/** What a page is rendered with when it is to be cached; never sent to a browser. */
export const nonceSentinel = 'PaddockNonceSentinel00';

export interface CachedHtml {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
}

/** A rendered page, before the cache has it. */
export type RenderedHtml = Omit<CachedHtml, 'storedAt'>;

/**
 * The address a page every anonymous visitor shares is rendered from and kept under: the path of `url`
 * and its flags written one way (`flagsQuery`), nothing else of its query. Null for a draft (`draft=1`),
 * which is never shared.
 */
export function sharedPageAddress(url: URL): URL | null {
  const flags = readFlags(url.searchParams);
  if (flags.draft) return null;
  // The path as it is (`//host/` stays a path of this origin), the query written anew.
  const address = new URL(url);
  address.search = flagsQuery(flags);
  address.hash = '';
  return address;
}

export function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The cached page as one response: its nonce placeholder replaced everywhere by `nonce`. */
export function withNonce(
  page: CachedHtml,
  nonce: string,
): { status: number; headers: [string, string][]; body: string } {
  return {
    status: page.status,
    headers: page.headers.map(([name, value]) => [name, value.replaceAll(nonceSentinel, nonce)]),
    body: page.body.replaceAll(nonceSentinel, nonce),
  };
}

/** `s-maxage` of a Cache-Control that lets shared caches keep the page, else 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /private|no-store/.test(cacheControl)) return 0;
  const match = /s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export class HtmlCache {
  readonly #pages = new Map<string, CachedHtml & { maxAge: number }>();
  /** One render at a time per key: visitors asking while it runs get its page too. */
  readonly #rendering = new Map<string, Promise<CachedHtml>>();

  constructor(
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedHtml | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt >= page.maxAge * 1000) {
      this.#pages.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * The page of `key`: the one kept (with its age in seconds), else the render in flight for it, else a
   * new render, offered to the cache. A page the cache may not keep (a failure, `no-store`) still goes
   * to every visitor who asked during its render: it depends on the key alone.
   */
  async page(
    key: string,
    render: () => Promise<RenderedHtml>,
  ): Promise<{ page: CachedHtml; age: number | undefined }> {
    const kept = this.get(key);
    if (kept) return { page: kept, age: Math.floor((this.now() - kept.storedAt) / 1000) };
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = render()
        .then((page) => {
          this.offer(key, page);
          return { ...page, storedAt: this.now() };
        })
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return { page: await rendering, age: undefined };
  }

  /** Keeps the page if it is HTML that its headers let a shared cache keep. */
  offer(key: string, page: RenderedHtml): void {
    const cacheControl =
      page.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? null;
    const maxAge = sharedMaxAge(cacheControl);
    const personal = page.headers.some(([name]) => name.toLowerCase() === 'set-cookie');
    const html = page.headers.some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('text/html'),
    );
    if (page.status !== 200 || maxAge === 0 || personal || !html) return;
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, storedAt: this.now(), maxAge });
    while (this.#pages.size > this.maxEntries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#pages.delete(oldest);
    }
  }
}
