/**
 * The site's server over real HTTP, as a visitor (or an attacker) reaches it: server/http.js's front
 * around the app of server/app.ts, loaded from source through Vite, rendering against a fake content
 * service (testing/fake-content-service.ts). The app's caches live as long as this file: the slow
 * service's journey runs first, when nothing is cached.
 */
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import { createServer as createVite, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer, refuseTunnels } from './http.js';
import {
  feedItem,
  liveCar,
  happening,
  homeTitles,
  socialPost,
  startFakeContentService,
  validPreviewSession,
  type FakeContentService,
} from './testing/fake-content-service';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const publicOrigin = 'https://www.paddock.test';

let content: FakeContentService;
let vite: ViteDevServer;
let listener: ReturnType<Express['listen']>;
let port: number;
const environment = { ...process.env };

beforeAll(async () => {
  content = await startFakeContentService();
  Object.assign(process.env, {
    CONTENT_API_URL: content.url,
    PUBLIC_ORIGIN: publicOrigin,
    // The site's own wait on a slow service (not a timer of the tests: they wait for states).
    CONTENT_WAIT_MS: '300',
  });
  vite = await createVite({
    root: siteRoot,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const { app } = (await vite.ssrLoadModule('./server/app.ts')) as { app: Express };
  listener = createSiteServer((server) => server.use(app)).listen(0, '127.0.0.1');
  refuseTunnels(listener);
  await new Promise((resolve) => listener.once('listening', resolve));
  port = (listener.address() as AddressInfo).port;
});

afterAll(async () => {
  listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
  await vite.close();
  await content.close();
  process.env = environment;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes as sent (compressed, if it was). */
  sent: number;
}

/** One request exactly as written: any path, method and Host (`host: null`: no Host at all). */
function send(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        setHost: false,
        headers: { host: `localhost:${port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          // As a browser reads it: a gzip body decoded (the HTML cache's, to a visitor that takes it).
          const gzip = response.headers['content-encoding'] === 'gzip';
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: (gzip ? gunzipSync(bytes) : bytes).toString('utf8'),
            sent: bytes.length,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * `path` once the site serves it (200). A page the site has not rendered yet may find the service
 * slower than the site's wait (a busy machine): unavailable until the late answer fills the cache.
 */
function served(path: string): Promise<Answer> {
  return vi.waitFor(
    async () => {
      const answer = await send(path);
      expect(answer.status).toBe(200);
      return answer;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** A request line and headers sent as they are, for what an HTTP client will not write. */
function sendRaw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`${head}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const linkOf = (html: string, rel: string, lang?: string) =>
  new RegExp(`<link rel="${rel}"${lang ? ` hrefLang="${lang}"` : ''} href="([^"]+)"`, 'i').exec(
    html,
  )?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** What no answer may show: a stack trace, a file of the server. */
function expectNoTrace(body: string) {
  expect(body).not.toMatch(/\bat .*\(|node_modules|\/work\/|\.js:\d+|TypeError|Error:/);
}

describe('a slow content service', () => {
  it('never holds a page: the frame with its message and 503 at once, and the late answer fills the cache', async () => {
    content.hold();
    const [first, second] = await Promise.all([send('/en/news'), send('/en/news')]);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('This content is not available right now');
    }
    // Neither visitor waited for the service, nor called it twice: the calls are still out, one each.
    const pageLists = content.calls.filter((call) => call.path.startsWith('/content/pages/auto'));
    expect(pageLists).toHaveLength(1);
    expect(content.heldCount).toBeGreaterThan(0);

    content.release();
    // The held answers reach the cache: the page is served as soon as they are in.
    await served('/en/news');
  });
});

describe('what the page says of itself', () => {
  it('writes canonical, alternates and og:url on the configured origin, whatever Host a request names', async () => {
    const hostile = await send('/en/news', { headers: { host: 'localhost:6666' } });
    const forwarded = await send('/en/news', {
      headers: { 'x-forwarded-host': 'evil.example:6666' },
    });
    const next = await send('/en/news');
    for (const answer of [hostile, forwarded, next]) {
      expect(answer.status).toBe(200);
      expect(answer.body).not.toMatch(/6666|evil\.example/);
      expect(linkOf(answer.body, 'canonical')).toBe(`${publicOrigin}/en/news`);
      expect(linkOf(answer.body, 'alternate', 'fr')).toBe(`${publicOrigin}/fr/actualites`);
      expect(linkOf(answer.body, 'alternate', 'x-default')).toBe(`${publicOrigin}/fr/actualites`);
      expect(answer.body).toContain(`<meta property="og:url" content="${publicOrigin}/en/news"/>`);
    }
  });

  it('serves a news article at its own address in each locale, with its alternates; an unknown one is not found', async () => {
    // The first call for the news: on a busy machine the service may answer after the site's wait
    // (300 ms), and the article is unavailable (503, not cached) until its late answer is in.
    const english = await served('/en/news/entry-list');
    expect(english.body).toMatch(/<h1[^>]*>Entry list<\/h1>/);
    expect(linkOf(english.body, 'canonical')).toBe(`${publicOrigin}/en/news/entry-list`);
    expect(linkOf(english.body, 'alternate', 'fr')).toBe(
      `${publicOrigin}/fr/actualites/liste-des-engages`,
    );
    const french = await served('/fr/actualites/liste-des-engages');
    expect(french.body).toMatch(/<h1[^>]*>Liste des engagés<\/h1>/);
    expect((await send('/en/news/no-such-story')).status).toBe(404);
    expect((await send('/fr/actualites/entry-list')).status).toBe(404);
  });

  it('names the configured origin in robots.txt and the sitemaps', async () => {
    const headers = { host: 'evil.example' };
    const robots = await send('/robots.txt', { headers });
    expect(robots.body).toContain(`Sitemap: ${publicOrigin}/sitemap.xml`);
    const index = await send('/sitemap.xml', { headers });
    expect(index.body).toContain(`<loc>${publicOrigin}/sitemap-en.xml</loc>`);
    const english = await send('/sitemap-en.xml', { headers });
    expect(english.body).toContain(`<loc>${publicOrigin}/en/news</loc>`);
    // The news articles too, with their day and their French twin.
    expect(english.body).toContain(
      `<loc>${publicOrigin}/en/news/entry-list</loc>\n    <lastmod>2026-11-20</lastmod>`,
    );
    expect(english.body).toContain(
      `hreflang="fr" href="${publicOrigin}/fr/actualites/liste-des-engages"`,
    );
    for (const answer of [robots, index, english]) expect(answer.body).not.toContain('evil');
  });
});

describe('live blocks', () => {
  /**
   * The section a block of `type` renders in `html`, when its frame is a static block's (only HTML:
   * no code, no data in the page's data).
   */
  const staticSection = (html: string, type: string) =>
    new RegExp(`data-block-type="${type}"><div[^>]*data-static-block="[^"]+">(.*?)</section>`).exec(
      html,
    )?.[1];

  it('a social wall comes with its posts in the HTML, as a block the browser neither loads nor asks for', async () => {
    const asked = () => content.calls.filter((call) => call.path.includes('/social-posts?')).length;
    const { body } = await served('/en/news');
    // Its posts in it, no placeholder waiting for them.
    const wall = staticSection(body, 'social-wall');
    expect(wall).toContain(socialPost.text);
    expect(wall).toContain('aria-busy="false"');
    expect(wall).not.toContain('role="status"');
    // The page's data carries no post: the post's text is in the page once.
    expect(body.split(socialPost.text)).toHaveLength(2);
    // Asked for once per minute (the content cache), not once per visit.
    const calls = asked();
    expect(calls).toBeGreaterThan(0);
    await send('/en/news?utm_source=wall');
    await send('/en/news', { headers: { cookie: 'other=1' } });
    expect(asked()).toBe(calls);
    expect(content.calls.find((call) => call.path.includes('/social-posts?'))?.path).toBe(
      '/content/auto/social-posts?locale=en&hashtag=LeMans24&limit=6',
    );
  });

  it('a news feed comes with its items in the HTML, as a block the browser neither loads nor asks for', async () => {
    const { body } = await served('/en/news');
    const feed = staticSection(body, 'rss-feed-list');
    expect(feed).toContain(feedItem.title);
    expect(feed).toContain('aria-busy="false"');
    expect(body.split(feedItem.title)).toHaveLength(2);
  });

  it('a live timing comes with the race’s classification in the HTML, asked for every ten seconds at most', async () => {
    const asked = () => content.calls.filter((call) => call.path.startsWith('/content/live/'));
    const { body } = await served('/en/news');
    const board = /data-block-type="live-auto"[^>]*>(.*?)<\/section>/.exec(body)?.[1];
    expect(board).toContain(liveCar.team);
    expect(board).toContain('aria-busy="false"');
    expect(board).not.toContain('role="status"');
    expect(asked()[0]?.path).toBe('/content/live/auto?locale=en');
    const calls = asked().length;
    await send('/en/news?utm_source=live');
    expect(asked()).toHaveLength(calls);
  });

  it('the agenda comes with its happenings in the HTML, as the days the browser hydrates', async () => {
    const { body } = await served('/en/news');
    const agenda = /data-block-type="program"[^>]*>(.*?)<\/section>/.exec(body)?.[1];
    expect(agenda).toContain(happening.title);
    expect(agenda).toContain('role="tab"');
    expect(agenda).toContain('aria-busy="false"');
    expect(
      content.calls.filter((call) => call.path === '/content/auto/program-events?locale=en'),
    ).toHaveLength(1);
  });
});

describe('redirects', () => {
  const cases: [path: string, location: string][] = [
    ['//evil.example/?a=1', '/evil.example?a=1'],
    ['/.//evil.example/', '/evil.example'],
    ['//evil.example/en/?x', '/evil.example/en?x='],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example/', '/evil.example'],
    ['///evil.example//en//', '/evil.example/en'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['/%5Cevil/', '/%5Cevil'],
    ['/en/news/', '/en/news'],
    ['/fr/?fp=1', '/?fp=1'],
    // A campaign's parameters stay on the way, though the page they lead to ignores them.
    ['/en/news/?utm_source=x&fp=1', '/en/news?utm_source=x&fp=1'],
    ['/fr?utm_source=x', '/?utm_source=x'],
    ['//fr', '/'],
  ];

  it.each(cases)('%s goes to %s, a page of this site', async (path, location) => {
    const answer = await send(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(new URL(location, `${publicOrigin}/some/page`).origin).toBe(publicOrigin);
  });

  it('leaves encoded slashes as they are: a page that does not exist', async () => {
    for (const path of ['/%2F%2Fevil.example', '/%5Cevil', '/%2F%2Fevil.example?a=1']) {
      const answer = await send(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['a Host with a user part', { host: 'localhost:@evil.example' }],
    ['an empty Host', { host: '' }],
    ['a Host with a path', { host: 'localhost/en' }],
    ['a forwarded Host that is no host', { 'x-forwarded-host': 'localhost:@evil.example' }],
  ])('answers %s with a plain 400', async (_name, headers) => {
    for (const path of ['/en', '/', '/robots.txt']) {
      const answer = await send(path, { headers });
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe('Bad Request\n');
    }
  });

  it.each(['TRACE', 'PROPFIND', 'DELETE', 'OPTIONS'])(
    'answers %s with 405 and the methods it serves',
    async (method) => {
      const answer = await send('/en', { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.body).toBe('Method Not Allowed\n');
    },
  );

  it('refuses CONNECT, a method Node does not know, and a request for another site’s address', async () => {
    const connecting = await sendRaw('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443');
    expect(connecting).toMatch(/^HTTP\/1\.1 405 [^]*\r\nAllow: GET, HEAD, POST\r\n/);
    expectNoTrace(connecting);
    const tracking = await sendRaw(`TRACK /en HTTP/1.1\r\nHost: localhost:${port}`);
    expect(tracking).toMatch(/^HTTP\/1\.1 400 /);
    expectNoTrace(tracking);
    const absolute = await sendRaw(
      `GET http://evil.example/en HTTP/1.1\r\nHost: localhost:${port}`,
    );
    expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
    expectNoTrace(absolute);
  });
});

describe('the last error handler', () => {
  /** A server whose app fails as asked, built while NODE_ENV says development. */
  async function failingServer(error: unknown) {
    const before = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'development';
    const server = createSiteServer((site) =>
      site.use(() => {
        throw error;
      }),
    );
    process.env['NODE_ENV'] = before;
    const failing = server.listen(0, '127.0.0.1');
    await new Promise((resolve) => failing.once('listening', resolve));
    const { port: failingPort } = failing.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${failingPort}/en`);
    const result = {
      status: answer.status,
      type: answer.headers.get('content-type'),
      body: await answer.text(),
    };
    await new Promise((resolve) => failing.close(resolve));
    return result;
  }

  it('answers a failure with a plain 500, never its stack or files, in development too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError(`Invalid URL at ${siteRoot}server/app.ts:42`);
    const answer = await failingServer(failure);
    expect(answer).toEqual({
      status: 500,
      type: 'text/plain; charset=utf-8',
      body: 'Internal Server Error\n',
    });
    // The server's log keeps the error.
    expect(logged).toHaveBeenCalledWith('GET /en:', failure);
    logged.mockRestore();
  });

  it('keeps the status of a refusal (a malformed path), in plain text', async () => {
    const refusal = Object.assign(new URIError('Failed to decode param'), { status: 400 });
    expect(await failingServer(refusal)).toEqual({
      status: 400,
      type: 'text/plain; charset=utf-8',
      body: 'Bad Request\n',
    });
  });
});

describe('drafts', () => {
  const session = { cookie: `pdk_preview=${validPreviewSession}` };

  it('shows what is published to whoever asks draft=1 without a preview session, and sends no token', async () => {
    const before = content.calls.length;
    const answer = await send('/?draft=1');
    expect(answer.status).toBe(200);
    expect(titleOf(answer.body)).toBe(homeTitles.published);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // The site holds no preview secret of its own to send.
    expect(content.calls.slice(before).every((call) => call.previewToken === undefined)).toBe(true);
  });

  it('lets a previewer in with a session the service confirms, in a cookie only the server reads', async () => {
    const answer = await send(`/_preview?token=${validPreviewSession}&redirect=/en/news`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/news?draft=1');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [cookie] = answer.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(
      new RegExp(`^pdk_preview=${validPreviewSession.replace(/\./g, '\\.')}; `),
    );
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // The configured origin is https: the cookie travels over https only.
    expect(cookie).toMatch(/; Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3000);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('never sends a previewer elsewhere than a page of this site', async () => {
    for (const target of ['//evil.example/', 'https://evil.example/en', '/\\evil.example']) {
      const answer = await send(
        `/_preview?token=${validPreviewSession}&redirect=${encodeURIComponent(target)}`,
      );
      expect(answer.headers.location, target).toBe('/?draft=1');
    }
  });

  it('refuses a session the service does not confirm, and clears the cookie', async () => {
    for (const token of ['ps1.forged-session-of-someone', 'short', '']) {
      const answer = await send(`/_preview?token=${encodeURIComponent(token)}`);
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']?.[0]).toMatch(/^pdk_preview=; .*Max-Age=0/);
    }
  });

  it('shows the draft to the previewer, with their own session, and never caches it', async () => {
    const before = content.calls.length;
    const draft = await send('/?draft=1', { headers: session });
    expect(titleOf(draft.body)).toBe(homeTitles.draft);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const draftCalls = content.calls.slice(before).filter((call) => call.path.includes('draft=1'));
    expect(draftCalls.length).toBeGreaterThan(0);
    for (const call of draftCalls) expect(call.previewToken).toBe(validPreviewSession);

    // Everyone else, before and after: what is published.
    expect(titleOf((await send('/')).body)).toBe(homeTitles.published);
    expect(titleOf((await send('/?draft=1')).body)).toBe(homeTitles.published);
    expect(
      titleOf(
        (
          await send('/?draft=1', {
            headers: { cookie: 'pdk_preview=ps1.forged-session-of-someone' },
          })
        ).body,
      ),
    ).toBe(homeTitles.published);
  });
});

describe('the HTML cache', () => {
  const consent = encodeURIComponent(
    JSON.stringify({
      audience: true,
      marketing: false,
      decidedAt: '2026-05-01T10:00:00Z',
      version: 1,
    }),
  );
  const returning = { cookie: `pdk_consent=${consent}; _ga=GA1.1.1234.5678` };
  const previewer = { cookie: `pdk_consent=${consent}; pdk_preview=${validPreviewSession}` };

  /** The page as every visitor gets it: its own nonce (a fresh one each response) put aside. */
  function withoutNonce({ headers, body }: Answer): string {
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    return body.replaceAll(nonce ?? '', 'NONCE');
  }

  it('serves the page it keeps to a returning visitor with the consent cookie and to a campaign link', async () => {
    const first = await send('/en/news');
    expect(first.status).toBe(200);
    const kept = await send('/en/news');
    // `Age`: how long the page has been kept, on a kept page only.
    expect(kept.headers['age']).toMatch(/^\d+$/);
    for (const [path, headers] of [
      ['/en/news', returning],
      ['/en/news?utm_source=x&utm_medium=email&gclid=abc', {}],
      ['/en/news?fbclid=x', returning],
    ] as const) {
      const answer = await send(path, { headers });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['age'], path).toMatch(/^\d+$/);
      expect(answer.headers['cache-control']).toBe(kept.headers['cache-control']);
      expect(withoutNonce(answer)).toBe(withoutNonce(kept));
    }
  });

  it('sends a kept page gzipped to a browser that takes gzip, with a nonce of its own each time', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await send('/en/news');
    const [first, second] = [
      await send('/en/news', { headers: browser }),
      await send('/en/news', { headers: browser }),
    ];
    for (const answer of [first, second]) {
      expect(answer.headers['age']).toMatch(/^\d+$/);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(withoutNonce(answer)).toBe(withoutNonce(plain));
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    const nonceOf = (answer: Answer) => /nonce="([^"]+)"/.exec(answer.body)?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(new Set([nonceOf(plain), nonceOf(first), nonceOf(second)]).size).toBe(3);
    // gzip refused (q=0): the page as it is.
    const refused = await send('/en/news', {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(withoutNonce(refused)).toBe(withoutNonce(plain));
  });

  it('keeps a page by the flags that change it: fp=1 is another page, spelt any way', async () => {
    await send('/en/news?fp=1');
    const fullPage = await send('/en/news?utm_source=x&fp=1');
    expect(fullPage.headers['age']).toMatch(/^\d+$/);
    expect(withoutNonce(fullPage)).not.toBe(withoutNonce(await send('/en/news')));
    expect(withoutNonce(fullPage)).not.toContain('utm_source');
  });

  it('renders a previewer’s page and a draft for them alone, never from the cache', async () => {
    await send('/');
    expect((await send('/')).headers['age']).toBeDefined();
    const previewing = await send('/', { headers: previewer });
    expect(previewing.status).toBe(200);
    expect(previewing.headers['age']).toBeUndefined();
    const draft = await send('/?draft=1&utm_source=x', { headers: previewer });
    expect(titleOf(draft.body)).toBe(homeTitles.draft);
    expect(draft.headers['age']).toBeUndefined();
    expect(draft.headers['cache-control']).toBe('private, no-store');
    const asked = await send('/?draft=1', { headers: returning });
    expect(titleOf(asked.body)).toBe(homeTitles.published);
    expect(asked.headers['age']).toBeUndefined();
    expect(asked.headers['cache-control']).toBe('private, no-store');
    // The draft did not reach anyone else.
    expect(titleOf((await send('/?utm_source=x', { headers: returning })).body)).toBe(
      homeTitles.published,
    );
  });

  it('serves no manifest of routes: the browser has every route from its first page', async () => {
    // React Router's discovery is 'initial' (react-router.config.ts): `/__manifest` is a path like
    // any other, here a page the content service does not have.
    const answer = await send('/__manifest?paths=%2Fen%2Fnews', { headers: returning });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });

  it('renders other routes for their visitor: the preview’s way in still reads its query', async () => {
    const answer = await send(`/_preview?token=${validPreviewSession}&redirect=/en/news`, {
      headers: returning,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/news?draft=1');
    expect(answer.headers['age']).toBeUndefined();
  });
});
