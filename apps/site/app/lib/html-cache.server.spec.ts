import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  HtmlCache,
  nonceSentinel,
  sharedMaxAge,
  sharedPageAddress,
  withNonce,
} from './html-cache.server';

const page = (cacheControl: string, status = 200) => ({
  status,
  headers: [
    ['content-type', 'text/html'],
    ['cache-control', cacheControl],
    ['content-security-policy', `script-src 'nonce-${nonceSentinel}'`],
  ] as [string, string][],
  body: `<script nonce="${nonceSentinel}">hydrate()</script>`,
});

describe('HtmlCache', () => {
  it('keeps a public page for its s-maxage', () => {
    let now = 0;
    const cache = new HtmlCache(10, () => now);
    cache.offer('/', page('public, max-age=0, s-maxage=60'));
    now = 59_000;
    expect(cache.get('/')).toBeDefined();
    now = 60_000;
    expect(cache.get('/')).toBeUndefined();
  });

  it('never keeps drafts, failures or personal pages', () => {
    const cache = new HtmlCache();
    cache.offer('/draft', page('private, no-store'));
    cache.offer('/down', page('no-store', 503));
    cache.offer('/404', page('public, s-maxage=60', 404));
    cache.offer('/me', {
      ...page('public, s-maxage=60'),
      headers: [...page('public, s-maxage=60').headers, ['set-cookie', 'a=1']],
    });
    expect(['/draft', '/down', '/404', '/me'].map((key) => cache.get(key))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('gives each response its own nonce, in the policy and in every script', () => {
    const kept = new HtmlCache().offer('/', page('public, s-maxage=60'));
    const first = withNonce(kept, 'abc');
    const second = withNonce(kept, 'xyz');
    expect(first.body.toString()).toBe('<script nonce="abc">hydrate()</script>');
    expect(second.body.toString()).toBe('<script nonce="xyz">hydrate()</script>');
    expect(first.headers).toContainEqual(['content-security-policy', "script-src 'nonce-abc'"]);
    expect(first.headers.map(([name]) => name)).not.toContain('content-encoding');
    expect(JSON.stringify(second)).not.toContain(nonceSentinel);
  });

  it('sends gzip that decodes to the page with the response’s nonce, wherever the nonce is', () => {
    // Text that compresses, characters of more than one byte, a nonce first, last and twice in a row.
    const paragraphs = '<p>Tribune Dunlop — 24 Heures, été 🏁</p>'.repeat(500);
    const text = `${nonceSentinel}${paragraphs}<script nonce="${nonceSentinel}">hydrate()</script>${paragraphs}${nonceSentinel}${nonceSentinel}`;
    const kept = new HtmlCache().offer('/', { ...page('public, s-maxage=60'), body: text });
    for (const nonce of ['a1B2c3D4e5F6g7H8i9J0kw==', 'zzzzzzzzzzzzzzzzzzzzzw==', '']) {
      const answer = withNonce(kept, nonce, 'gzip');
      expect(answer.headers).toContainEqual(['content-encoding', 'gzip']);
      expect(gunzipSync(answer.body).toString()).toBe(text.replaceAll(nonceSentinel, nonce));
      // Compressed: the repeated paragraph is not sent a thousand times.
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(text) / 20);
    }
  });

  it('reads s-maxage', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60);
    expect(sharedMaxAge('public, max-age=60')).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });
});

describe('sharedPageAddress', () => {
  // As the server makes a request's URL: the configured origin, then the request's target.
  const address = (path: string) =>
    sharedPageAddress(new URL(`https://www.paddock.test${path}`))?.href;

  it('keeps the path and the flags that change the page, written one way', () => {
    expect(address('/en/news')).toBe('https://www.paddock.test/en/news');
    expect(address('/?landing=1&fp=1')).toBe('https://www.paddock.test/?fp=1&landing=1');
    expect(address('/?debugWording=true')).toBe('https://www.paddock.test/?debugWording=true');
  });

  it('leaves out every parameter the server does not read: one page for every campaign', () => {
    for (const path of [
      '/?utm_source=x',
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=24h',
      '/?gclid=abc&fbclid=def',
      '/?fp=0&landing=yes&debugWording=1',
      '/?',
    ]) {
      expect(address(path), path).toBe('https://www.paddock.test/');
    }
    expect(address('/fr/billetterie?fp=1&utm_source=x')).toBe(
      'https://www.paddock.test/fr/billetterie?fp=1',
    );
  });

  it('stays on the origin whatever the path looks like', () => {
    expect(address('//evil.example/?a=1')).toBe('https://www.paddock.test//evil.example/');
    expect(address('/\\evil.example?utm_source=x')).toBe('https://www.paddock.test//evil.example');
  });

  it('shares no draft', () => {
    expect(address('/?draft=1')).toBeUndefined();
    expect(address('/?utm_source=x&draft=1&fp=1')).toBeUndefined();
    // Not a draft: what is published, for everyone.
    expect(address('/?draft=0')).toBe('https://www.paddock.test/');
  });
});

describe('HtmlCache.page', () => {
  /** A render that finishes when the test says so, counting its calls. */
  function deferredRender(rendered: ReturnType<typeof page>) {
    const render = { calls: 0, finish: (): void => undefined };
    const run = () =>
      new Promise<ReturnType<typeof page>>((resolve) => {
        render.calls++;
        render.finish = () => resolve(rendered);
      });
    return { render, run };
  }

  it('renders a page once for the visitors who ask during its render, then serves it kept, with its age', async () => {
    let now = 0;
    const cache = new HtmlCache(10, () => now);
    const { render, run } = deferredRender(page('public, max-age=0, s-maxage=60'));
    const first = cache.page('/', run);
    const second = cache.page('/', run);
    render.finish();
    const answers = await Promise.all([first, second]);
    expect(render.calls).toBe(1);
    for (const answer of answers) {
      expect(answer.page.body.with('n', 'identity').toString()).toContain('hydrate()');
      expect(answer.age).toBeUndefined();
    }
    now = 12_500;
    const kept = await cache.page('/', run);
    expect(render.calls).toBe(1);
    expect(kept.age).toBe(12);
    now = 60_000;
    const next = cache.page('/', run);
    render.finish();
    expect((await next).age).toBeUndefined();
    expect(render.calls).toBe(2);
  });

  it('renders again a page it may not keep, once the render is over', async () => {
    const cache = new HtmlCache();
    const { render, run } = deferredRender(page('no-store', 503));
    const first = cache.page('/en', run);
    const second = cache.page('/en', run);
    render.finish();
    expect((await first).page.status).toBe(503);
    expect((await second).page.status).toBe(503);
    expect(render.calls).toBe(1);
    const third = cache.page('/en', run);
    render.finish();
    await third;
    expect(render.calls).toBe(2);
  });

  it('lets every waiting visitor hear of a render that failed, and tries again for the next', async () => {
    const cache = new HtmlCache();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('render failed'));
    };
    const answers = await Promise.allSettled([cache.page('/', failing), cache.page('/', failing)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    await expect(cache.page('/', failing)).rejects.toThrow('render failed');
    expect(calls).toBe(2);
  });
});
