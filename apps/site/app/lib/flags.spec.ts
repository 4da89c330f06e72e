import { describe, expect, it } from 'vitest';
import { chromeOf, readFlags } from './flags';

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
