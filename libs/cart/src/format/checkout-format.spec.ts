import { describe, expect, it } from 'vitest';
import { fixtureCart } from '../testing/index.js';
import { checkoutFormat } from './checkout-format.js';

const product = (start: string[], end: string[]) => {
  const item = fixtureCart().groups[0]?.items[0];
  if (!item) throw new Error('no item');
  return { ...item.product, localized: { fr: { name: 'Billet', start, end } } };
};

describe('checkoutFormat', () => {
  it('shows times in Le Mans time, in the locale', () => {
    expect(checkoutFormat('fr').time('2027-06-12T12:32:00Z')).toBe('14:32');
    expect(checkoutFormat('en').time('2027-06-12T12:32:00Z')).toMatch(/^2:32\sPM$/);
  });

  it('shows one day, or the first and last days of a product', () => {
    const fr = checkoutFormat('fr');
    expect(fr.days(product(['2027-06-12T08:00:00+02:00'], ['2027-06-12T20:00:00+02:00']))).toBe(
      'samedi 12 juin',
    );
    const weekend = fr.days(
      product(
        ['2027-06-12T08:00:00+02:00', '2027-06-13T08:00:00+02:00'],
        ['2027-06-12T20:00:00+02:00', '2027-06-13T18:00:00+02:00'],
      ),
    );
    // Intl puts thin spaces around the dash.
    expect(weekend.replace(/\s/g, ' ')).toBe('samedi 12 – dimanche 13 juin');
    // Late at night in UTC is already the next day in Le Mans.
    expect(fr.days(product(['2027-06-12T22:30:00Z'], ['2027-06-12T23:00:00Z']))).toBe(
      'dimanche 13 juin',
    );
  });

  it('shows what is not a date as it is, and falls back to French', () => {
    const en = checkoutFormat('en');
    expect(en.days(product(['jeu. 10'], ['dim. 13']))).toBe('jeu. 10 – dim. 13');
    expect(en.days(product([], []))).toBe('');
    expect(en.text({ fr: 'Adulte' })).toBe('Adulte');
    expect(en.text({ fr: 'Adulte', en: 'Adult' })).toBe('Adult');
  });
});
