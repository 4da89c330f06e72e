import { describe, expect, it } from 'vitest';
import { siteLocation, sitePath, siteTarget } from './site-path';

/** What a browser makes of a Location header sent by https://site.example/some/page. */
const followed = (location: string) => new URL(location, 'https://site.example/some/page');

describe('site paths and redirect targets', () => {
  it('gives a page one path: one slash between segments, none at the end', () => {
    expect(sitePath('/en/news/')).toBe('/en/news');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('')).toBe('/');
    expect(sitePath('//')).toBe('/');
    expect(sitePath('/en//news')).toBe('/en/news');
    expect(sitePath('/en\\news')).toBe('/en/news');
  });

  it('never writes a Location that leaves the site', () => {
    const hostile = [
      '//evil.example/',
      '//evil.example/en/',
      '/\\evil.example/',
      '\\\\evil.example',
      '/\\/evil.example',
      '///evil.example//',
      '/%2F%2Fevil.example/',
      '/%5Cevil/',
      'evil.example',
    ];
    for (const path of hostile) {
      for (const search of ['', '?a=1', '?x']) {
        const location = siteLocation(path, search);
        expect(location, path).toMatch(/^\/(?![/\\])/);
        expect(followed(location).origin, `${path}${search} → ${location}`).toBe(
          'https://site.example',
        );
      }
    }
    expect(siteLocation('//evil.example/', '?a=1')).toBe('/evil.example?a=1');
    expect(siteLocation('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example');
  });

  it('keeps a target of this site, and sends any other to the fallback', () => {
    const origin = 'https://site.example';
    expect(siteTarget('/en/news?draft=1', origin)).toBe('/en/news?draft=1');
    expect(siteTarget('https://site.example/en/', origin)).toBe('/en');
    expect(siteTarget('//evil.example/en', origin)).toBe('/');
    expect(siteTarget('/\\evil.example', origin)).toBe('/');
    expect(siteTarget('https://evil.example/', origin)).toBe('/');
    expect(siteTarget('javascript:alert(1)', origin)).toBe('/');
    expect(siteTarget('http://[::1', origin, '/en')).toBe('/en');
  });
});
