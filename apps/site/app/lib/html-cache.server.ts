/**
 * Rendered HTML of anonymous pages, kept in the server for as long as a CDN may keep it (`s-maxage`),
 * so that a popular page is rendered once a minute rather than once a visit. The CSP still holds: a
 * cached page is rendered with a placeholder nonce, and every response gets a fresh nonce in its place.
 */
import { randomBytes } from 'node:crypto';

/** What a page is rendered with when it is to be cached; never sent to a browser. */
export const nonceSentinel = 'PaddockNonceSentinel00';

export interface CachedHtml {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
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

  /** Keeps the page if it is HTML that its headers let a shared cache keep. */
  offer(key: string, page: Omit<CachedHtml, 'storedAt'>): void {
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
