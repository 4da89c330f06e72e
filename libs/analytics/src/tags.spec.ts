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
});

describe('the social pixel', () => {
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
