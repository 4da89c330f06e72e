import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A call to the service that answers when the test says so. */
function heldCall<T>() {
  let answer: (value: T) => void = () => undefined;
  const load = vi.fn(() => new Promise<T>((resolve) => (answer = resolve)));
  return { load, answer: (value: T) => answer(value) };
}

describe('ContentCache with a slow service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops waiting at the deadline with nothing kept, and the call still fills the cache', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const time = clock();
    const cache = new ContentCache(10, time.now);
    const call = heldCall<string | null>();
    const onLate = vi.fn();
    const answer = cache.get('pages', CacheShort, call.load, { until: 2500, onLate });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await answer).toBeNull();
    expect(onLate).toHaveBeenCalledTimes(1);
    // The next visitor, while the call is still out, joins it rather than calling again…
    const next = cache.get('pages', CacheShort, call.load, { until: 5000 });
    expect(call.load).toHaveBeenCalledTimes(1);
    // …and the answer, when it comes, is theirs and the cache's.
    call.answer('pages v1');
    expect(await next).toBe('pages v1');
    expect(await cache.get('pages', CacheShort, call.load, { until: 0 })).toBe('pages v1');
    expect(call.load).toHaveBeenCalledTimes(1);
  });

  it('serves what it kept, however old, when the service is slower than the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const time = clock();
    const cache = new ContentCache(10, time.now);
    await cache.get('menu', CacheShort, async () => 'menu v1');
    // Past max-age and stale-while-revalidate: normally a wait for the service.
    time.advance(3600);
    const call = heldCall<string | null>();
    const onLate = vi.fn();
    const answer = cache.get('menu', CacheShort, call.load, { until: time.now() + 2500, onLate });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await answer).toBe('menu v1');
    expect(onLate).toHaveBeenCalledTimes(1);
    call.answer('menu v2');
    await vi.waitFor(async () =>
      expect(await cache.get('menu', CacheShort, call.load)).toBe('menu v2'),
    );
  });

  it('answers at once, without waiting, a request whose wait is over', async () => {
    const cache = new ContentCache();
    const call = heldCall<string | null>();
    const onLate = vi.fn();
    expect(await cache.get('alerts', CacheShort, call.load, { until: 0, onLate })).toBeNull();
    expect(onLate).toHaveBeenCalledTimes(1);
    // The call went out all the same.
    expect(call.load).toHaveBeenCalledTimes(1);
  });

  it('serves what it kept when the service fails', async () => {
    const time = clock();
    const cache = new ContentCache(10, time.now);
    await cache.get('footer', CacheShort, async () => 'footer v1');
    time.advance(3600);
    expect(await cache.get('footer', CacheShort, async () => null)).toBe('footer v1');
    expect(await cache.get('footer', CacheShort, () => Promise.reject(new Error('down')))).toBe(
      'footer v1',
    );
  });

  it('waits on a draft as long as on anything else, and keeps none', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cache = new ContentCache(10, () => 0);
    const call = heldCall<string | null>();
    const answer = cache.get('page', CacheNone, call.load, { until: 2500 });
    await vi.advanceTimersByTimeAsync(2500);
    expect(await answer).toBeNull();
    call.answer('draft');
    const load = vi.fn(async () => 'draft again');
    expect(await cache.get('page', CacheNone, load)).toBe('draft again');
  });
});
