import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.js';

// Intl separates French thousands with a narrow no-break space; the euro sign follows a no-break space.
const nbsp = '\u00a0';
const narrow = '\u202f';

describe('formatPrice', () => {
  it('divides thousandths by 1000 and puts the euro sign after', () => {
    expect(formatPrice(45000, 'fr')).toBe(`45${nbsp}€`);
    expect(formatPrice(45000, 'en')).toBe(`45${nbsp}€`);
  });

  it('shows cents only when there are some', () => {
    expect(formatPrice(45500, 'fr')).toBe(`45,50${nbsp}€`);
    expect(formatPrice(45500, 'en')).toBe(`45.50${nbsp}€`);
    expect(formatPrice(99, 'en')).toBe(`0.10${nbsp}€`);
  });

  it('groups thousands the way each locale does', () => {
    expect(formatPrice(1234500, 'fr')).toBe(`1${narrow}234,50${nbsp}€`);
    expect(formatPrice(1234500, 'en')).toBe(`1,234.50${nbsp}€`);
  });

  it('shows a free price as zero', () => {
    expect(formatPrice(0, 'fr')).toBe(`0${nbsp}€`);
  });
});
