import { describe, expect, it } from 'vitest';
import { isLocale, localeFromPath, localizedPath, localizedPaths } from './locales.js';

describe('localizedPath', () => {
  it('keeps the French home unprefixed and prefixes the English one', () => {
    expect(localizedPath('fr')).toBe('/');
    expect(localizedPath('en')).toBe('/en');
    expect(localizedPath('en', '/')).toBe('/en');
  });

  it('prefixes every other page with its locale, French included', () => {
    expect(localizedPath('fr', '/partenaires')).toBe('/fr/partenaires');
    expect(localizedPath('en', '/checkout/cart')).toBe('/en/checkout/cart');
    expect(localizedPath('en', 'checkout/cart')).toBe('/en/checkout/cart');
  });

  it('gives the same page in every locale', () => {
    expect(localizedPaths('/checkout/cart')).toEqual({
      fr: '/fr/checkout/cart',
      en: '/en/checkout/cart',
    });
    expect(localizedPaths()).toEqual({ fr: '/', en: '/en' });
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/', 'fr'],
    ['/en', 'en'],
    ['/en/checkout/cart', 'en'],
    ['/fr/partenaires', 'fr'],
    ['/english', 'fr'],
    ['/de/page', 'fr'],
  ])('reads %s as %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('isLocale', () => {
  it('knows fr and en only', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
