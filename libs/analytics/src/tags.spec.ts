import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pixelPageView, startPixel, startTagManager } from './tags.js';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.fbq;
});

describe('the tag manager', () => {
  it('starts its data layer and loads its script once, with the page nonce', () => {
    const options = { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js', nonce: 'n0nce' };
    startTagManager(window, options);
    startTagManager(window, options);
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST']);
    expect(document.head.querySelector('script')?.nonce).toBe('n0nce');
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('joins a data layer the page already has, keeping what other scripts pushed', () => {
    window.dataLayer = [{ event: 'consent_default' }, 'not an event' as never];
    expect(
      startTagManager(window, { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js' }),
    ).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: 'consent_default' },
      'not an event',
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST']);
  });

  it.each([
    ['an object', {}],
    ['a string', 'dataLayer'],
    ['an array whose push is gone', Object.assign([], { push: undefined })],
  ])(
    "does not throw on a data layer that is %s: logs 'GTM is not available' and loads no tag",
    (_, layer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      Object.assign(window, { dataLayer: layer });
      expect(
        startTagManager(window, { id: 'GTM-TEST', scriptUrl: 'https://tags.example/gtm.js' }),
      ).toBe(false);
      expect(error).toHaveBeenCalledWith('GTM is not available');
      expect(window.dataLayer).toBe(layer);
      expect(scripts()).toEqual([]);
      error.mockRestore();
    },
  );
});

describe('the social pixel', () => {
  it('leaves alone a `fbq` of another script that is not a function: logged, no pixel', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const odd = { queue: [] };
    Object.assign(window, { fbq: odd });
    const cancel = startPixel(window, { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' });
    pixelPageView(window);
    vi.advanceTimersByTime(10_000);
    expect(error).toHaveBeenCalledWith('The pixel is not available');
    expect(window.fbq).toBe(odd);
    expect(scripts()).toEqual([]);
    expect(cancel).not.toThrow();
    error.mockRestore();
  });

  it('queues its page view at once and loads its script 3000 ms after the page has loaded', () => {
    startPixel(window, { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' });
    expect(window.fbq?.queue).toEqual([
      ['init', 'PX1'],
      ['track', 'PageView'],
    ]);
    vi.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['https://pixel.example/p.js']);
  });

  it('waits for the load event when the page is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startPixel(window, { id: 'PX1', scriptUrl: 'https://pixel.example/p.js', delayMs: 10 });
    vi.advanceTimersByTime(5000);
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10);
    expect(scripts()).toEqual(['https://pixel.example/p.js']);
  });

  it('loads nothing when cancelled before its delay, and counts later page views', () => {
    const cancel = startPixel(window, { id: 'PX1', scriptUrl: 'https://pixel.example/p.js' });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(scripts()).toEqual([]);
    pixelPageView(window);
    expect(window.fbq?.queue.at(-1)).toEqual(['track', 'PageView']);
  });
});
