import { describe, expect, it, vi } from 'vitest';
import { CacheNone, CacheShort, ContentCache } from './cache.server';

function clock() {
  let now = 0;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('ContentCache', () => {
  it('serves a fresh answer from memory', async () => {
    const time = clock();
    const cache = new ContentCache(10, time.now);
    const load = vi.fn(async () => 'menu v1');
    expect(await cache.get('menu', CacheShort, load)).toBe('menu v1');
    time.advance(59);
    expect(await cache.get('menu', CacheShort, load)).toBe('menu v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer while one refresh runs, then the new one', async () => {
    const time = clock();
    const cache = new ContentCache(10, time.now);
    await cache.get('menu', CacheShort, async () => 'menu v1');
    time.advance(120);
    let finish: (value: string) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get('menu', CacheShort, refresh)).toBe('menu v1');
    expect(await cache.get('menu', CacheShort, refresh)).toBe('menu v1');
    expect(refresh).toHaveBeenCalledTimes(1);
    finish('menu v2');
    await vi.waitFor(async () =>
      expect(await cache.get('menu', CacheShort, refresh)).toBe('menu v2'),
    );
  });

  it('loads again once the answer is older than max-age plus stale-while-revalidate', async () => {
    const time = clock();
    const cache = new ContentCache(10, time.now);
    let version = 1;
    const load = async () => `v${version}`;
    await cache.get('page', CacheShort, load);
    version = 2;
    time.advance(361);
    expect(await cache.get('page', CacheShort, load)).toBe('v2');
  });

  it('never keeps a failure, so the next request tries again', async () => {
    const cache = new ContentCache();
    const load = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('footer');
    expect(await cache.get('footer', CacheShort, load)).toBeNull();
    expect(await cache.get('footer', CacheShort, load)).toBe('footer');
  });

  it('does not cache with CacheNone (drafts)', async () => {
    const cache = new ContentCache();
    const load = vi.fn(async () => 'draft');
    await cache.get('page', CacheNone, load);
    await cache.get('page', CacheNone, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest entries beyond its size', async () => {
    const cache = new ContentCache(2);
    const load = vi.fn(async () => 'x');
    await cache.get('a', CacheShort, load);
    await cache.get('b', CacheShort, load);
    await cache.get('c', CacheShort, load);
    await cache.get('a', CacheShort, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
