/**
 * Rendered HTML of anonymous pages, kept in the server for as long as a CDN may keep it (`s-maxage`),
 * so that a popular page is rendered once a minute rather than once a visit. A page is kept under what
 * it depends on — its path and the query flags that change it — and rendered from that alone, so any
 * other parameter (a campaign's `utm_source`…) is the same page. The CSP still holds: a cached page is
 * rendered with a placeholder nonce, and every response gets a fresh nonce in its place.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { flagsQuery, readFlags } from './flags';

/** What a page is rendered with when it is to be cached; never sent to a browser. */
export const nonceSentinel = 'PaddockNonceSentinel00';

/** A rendered page, before the cache has it. */
export interface RenderedHtml {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A page as the cache has it: its body ready to send, with a nonce put in (`NoncedBody`). */
export interface CachedHtml extends Omit<RenderedHtml, 'body'> {
  body: NoncedBody;
  storedAt: number;
}

/** How a response's body is sent: `gzip` to a browser that accepts it, else as it is. */
export type BodyEncoding = 'gzip' | 'identity';

// A gzip member's header (RFC 1952: deflate, no name nor time, Unix) and the last block of a deflate
// stream, empty (RFC 1951: final, fixed Huffman codes, end of block).
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const lastBlock = Buffer.from([3, 0]);

/** `pieces` with `between` between each two. */
function interleave(pieces: readonly Buffer[], between: Buffer): Buffer[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [between, piece]));
}

/**
 * A page's body as the bytes it is sent as, cut where its nonce goes. Each response puts its own nonce
 * in: as it is, or as gzip made of each piece compressed once (raw deflate, ended by a sync flush, so
 * the pieces follow one another in one stream) and the nonce as a stored block between them. The
 * page's 200 KB were encoded anew for every response (UTF-8, then compressed): about 5 ms of the
 * server's CPU a visit, the most of what a cached page cost. Browsers all take gzip; brotli (a few KB
 * smaller) cannot be cut that way.
 */
export class NoncedBody {
  readonly #pieces: Buffer[];
  #deflated: Buffer[] | undefined;

  // The text itself is not kept: its bytes are (a page's text held beside them doubled what each of
  // up to 200 kept pages cost in memory).
  constructor(text: string) {
    this.#pieces = text.split(nonceSentinel).map((piece) => Buffer.from(piece));
  }

  /** The bytes, with `nonce` in the place of each placeholder, as `encoding` says. */
  with(nonce: string, encoding: BodyEncoding): Buffer {
    const value = Buffer.from(nonce);
    if (encoding === 'identity') return Buffer.concat(interleave(this.#pieces, value));
    // Compressed on the first gzip response only: a page sent as it is never is.
    this.#deflated ??= this.#pieces.map((piece) =>
      deflateRawSync(piece, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    );
    // A stored block (RFC 1951 3.2.4): not final, its length and the length's complement. A sync
    // flush leaves the stream on a byte boundary, where a stored block's header may start.
    const stored = Buffer.alloc(5 + value.length);
    stored.writeUInt16LE(value.length, 1);
    stored.writeUInt16LE(~value.length & 0xffff, 3);
    value.copy(stored, 5);
    let crc = 0;
    let size = 0;
    for (const piece of interleave(this.#pieces, value)) {
      // zlib's crc32 of no data at all (a null pointer, which an empty buffer may hold) is 0, not the
      // value so far: the first nonce of a page that begins with one, or a page that ends with one.
      if (piece.length === 0) continue;
      crc = crc32(piece, crc);
      size += piece.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    return Buffer.concat([gzipHeader, ...interleave(this.#deflated, stored), lastBlock, trailer]);
  }
}

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

/**
 * The cached page as one response: its nonce placeholder replaced everywhere by `nonce`, its body
 * encoded as `encoding` says (and `Content-Encoding` saying so).
 */
export function withNonce(
  page: CachedHtml,
  nonce: string,
  encoding: BodyEncoding = 'identity',
): { status: number; headers: [string, string][]; body: Buffer } {
  const headers = page.headers.map(([name, value]): [string, string] => [
    name,
    value.replaceAll(nonceSentinel, nonce),
  ]);
  if (encoding === 'gzip') headers.push(['content-encoding', 'gzip']);
  return { status: page.status, headers, body: page.body.with(nonce, encoding) };
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
        .then((page) => this.offer(key, page))
        .finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return { page: await rendering, age: undefined };
  }

  /** The page, ready to send; kept if it is HTML that its headers let a shared cache keep. */
  offer(key: string, rendered: RenderedHtml): CachedHtml {
    const page = { ...rendered, body: new NoncedBody(rendered.body), storedAt: this.now() };
    const cacheControl =
      page.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? null;
    const maxAge = sharedMaxAge(cacheControl);
    const personal = page.headers.some(([name]) => name.toLowerCase() === 'set-cookie');
    const html = page.headers.some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.includes('text/html'),
    );
    if (page.status !== 200 || maxAge === 0 || personal || !html) return page;
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, maxAge });
    while (this.#pages.size > this.maxEntries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#pages.delete(oldest);
    }
    return page;
  }
}
