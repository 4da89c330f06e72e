import { describe, expect, it } from 'vitest';
import { HtmlCache, nonceSentinel, sharedMaxAge, withNonce } from './html-cache.server';

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
    const first = withNonce({ ...page('public, s-maxage=60'), storedAt: 0 }, 'abc');
    const second = withNonce({ ...page('public, s-maxage=60'), storedAt: 0 }, 'xyz');
    expect(first.body).toBe('<script nonce="abc">hydrate()</script>');
    expect(second.body).toBe('<script nonce="xyz">hydrate()</script>');
    expect(first.headers).toContainEqual(['content-security-policy', "script-src 'nonce-abc'"]);
    expect(JSON.stringify(second)).not.toContain(nonceSentinel);
  });

  it('reads s-maxage', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60);
    expect(sharedMaxAge('public, max-age=60')).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });
});
