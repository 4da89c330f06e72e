import { describe, expect, it } from 'vitest';
import { formatDateRange } from './dates.js';

describe('formatDateRange', () => {
  const april = Date.UTC(2027, 3, 3, 10);
  const june = Date.UTC(2027, 5, 21, 10);

  it('writes a range with plain spaces around its dash, in either locale', () => {
    const en = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(formatDateRange(en, april, june)).toBe('3 April – 21 June 2027');
    const fr = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    expect(formatDateRange(fr, new Date(april), new Date(june))).toMatch(
      /^3 avr\.? – 21 juin 2027$/,
    );
  });

  it('keeps a narrow no-break space as a no-break space, never a thin one', () => {
    const times = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    const text = formatDateRange(times, april, april + 3_600_000);
    expect(text).not.toMatch(/[\u2009\u202f]/);
  });
});
