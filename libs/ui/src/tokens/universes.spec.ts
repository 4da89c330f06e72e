import { describe, expect, it } from 'vitest';
import { siteIds } from '@paddock/i18n';
import { isTheme, themeColours, themeStyle, themes } from './universes.js';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('universe themes', () => {
  it('has a colour for every universe, the default, passport-rse and companion', () => {
    expect(Object.keys(themeColours).sort()).toEqual([...themes].sort());
    for (const id of [...siteIds, 'default', 'passport-rse', 'companion']) {
      expect(themeColours[id as keyof typeof themeColours]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(themes)('keeps white text readable on %s (contrast of 4.5:1 at least)', (theme) => {
    const contrast = 1.05 / (luminance(themeColours[theme]) + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the universe colour as a custom property', () => {
    expect(themeStyle('moto')).toEqual({ '--pdk-color-universe': themeColours.moto });
  });

  it('recognises themes', () => {
    expect(isTheme('passport-rse')).toBe(true);
    expect(isTheme('formula')).toBe(false);
  });
});
