import { describe, expect, it } from 'vitest';
import { isAllowedShopUrl, isIosDevice } from './shop-url.js';

describe('isIosDevice', () => {
  it.each([
    [
      'an iPhone',
      {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        platform: 'iPhone',
        maxTouchPoints: 5,
      },
    ],
    [
      'an iPad of before iPadOS',
      {
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15',
        platform: 'iPad',
        maxTouchPoints: 5,
      },
    ],
    [
      'an iPadOS Safari that calls itself a Mac',
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      },
    ],
  ])('recognises %s', (_name, hints) => {
    expect(isIosDevice(hints)).toBe(true);
  });

  it.each([
    [
      'a Mac',
      {
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      },
    ],
    [
      'an Android phone',
      {
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
        platform: 'Linux armv81',
        maxTouchPoints: 5,
      },
    ],
    ['a Windows PC', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Win32' }],
  ])('does not take %s for an iOS device', (_name, hints) => {
    expect(isIosDevice(hints)).toBe(false);
  });
});

describe('isAllowedShopUrl', () => {
  const hosts = ['shop.example.test', 'localhost:3100'];

  it('allows https and http URLs on an allowed host', () => {
    expect(isAllowedShopUrl('https://shop.example.test/cart/shop/1', hosts)).toBe(true);
    expect(isAllowedShopUrl('http://SHOP.example.test/pay?cart=1', hosts)).toBe(true);
    expect(isAllowedShopUrl('http://localhost:3100/cart/shop/1', hosts)).toBe(true);
  });

  it('matches the host exactly: no sub-domain, look-alike or other port', () => {
    expect(isAllowedShopUrl('https://evil.shop.example.test/', hosts)).toBe(false);
    expect(isAllowedShopUrl('https://shop.example.test.evil.org/', hosts)).toBe(false);
    expect(isAllowedShopUrl('https://shop.example.test@evil.org/', hosts)).toBe(false);
    expect(isAllowedShopUrl('http://localhost:4000/', hosts)).toBe(false);
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(isAllowedShopUrl('javascript:alert(1)//shop.example.test', hosts)).toBe(false);
    expect(isAllowedShopUrl('ftp://shop.example.test/', hosts)).toBe(false);
    expect(isAllowedShopUrl('/cart/shop/1', hosts)).toBe(false);
    expect(isAllowedShopUrl('https://shop.example.test/', [])).toBe(false);
  });
});
