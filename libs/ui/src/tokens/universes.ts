import { siteIds } from '@paddock/i18n';
import type { CSSProperties } from 'react';

/** Every theme: one per universe (the contracts' `siteIds`), plus the default and the passport-rse colours. */
export const themes = [...siteIds, 'default', 'passport-rse'] as const;
export type Theme = (typeof themes)[number];

/**
 * The theme colour of each universe. White text sits on each of them, so each keeps a contrast of at
 * least 4.5:1 against white (checked by universes.spec.ts).
 */
export const themeColours: Record<Theme, string> = {
  default: '#14213d',
  auto: '#c8102e',
  aco: '#003a70',
  moto: '#c2410c',
  karting: '#047857',
  classic: '#7c5a12',
  camions: '#6d28d9',
  experience: '#be185d',
  companion: '#0e7490',
  'passport-rse': '#3f7d20',
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

/**
 * The custom properties that give an element (the `<html>` of a page, a story's frame) the colours of a
 * universe; everything in the design reads `--pdk-color-universe`.
 */
export function themeStyle(theme: Theme): CSSProperties {
  return { '--pdk-color-universe': themeColours[theme] } as CSSProperties;
}
