import { describe, expect, it } from 'vitest';
import { chromeOf, flagsQuery, readFlags, type PageFlags } from './flags';

const flags = (query: string) => readFlags(new URLSearchParams(query));

describe('query flags', () => {
  it('reads fp, landing, draft and debugWording', () => {
    expect(flags('fp=1&landing=1&draft=1&debugWording=true')).toEqual({
      fullPage: true,
      landing: true,
      draft: true,
      debugWording: true,
    });
    expect(flags('fp=0&draft=true&debugWording=1')).toEqual({
      fullPage: false,
      landing: false,
      draft: false,
      debugWording: false,
    });
  });

  it('hides menus, partners and footer in full-page mode unless it is a landing page', () => {
    expect(chromeOf(flags(''))).toEqual({ menus: true, partners: true, footer: true });
    expect(chromeOf(flags('fp=1'))).toEqual({ menus: false, partners: false, footer: false });
    expect(chromeOf(flags('fp=1&landing=1'))).toEqual({
      menus: true,
      partners: true,
      footer: true,
    });
  });
});

describe('flagsQuery', () => {
  it('writes the flags one way, and readFlags reads back exactly them', () => {
    for (let set = 0; set < 16; set++) {
      const written: PageFlags = {
        fullPage: (set & 1) !== 0,
        landing: (set & 2) !== 0,
        draft: (set & 4) !== 0,
        debugWording: (set & 8) !== 0,
      };
      expect(readFlags(new URLSearchParams(flagsQuery(written)))).toEqual(written);
    }
    expect(flagsQuery(flags(''))).toBe('');
    expect(flagsQuery(flags('debugWording=true&utm_source=x&landing=1&fp=1&gclid=abc'))).toBe(
      '?fp=1&landing=1&debugWording=true',
    );
    // A flag's other spellings are no flag: the same page as without it.
    expect(flagsQuery(flags('fp=true&landing=yes&debugWording=1&draft=0'))).toBe('');
  });
});
