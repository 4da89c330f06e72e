import { createI18n } from '@paddock/i18n';
import { describe, expect, it } from 'vitest';
import { cartCatalog } from '../i18n.js';
import { seatName, seatNames, seatPlace } from './seat-name.js';

const fr = createI18n('fr', [cartCatalog]);
const en = createI18n('en', [cartCatalog]);
const virage = (code: string) => (code === 'T34' ? 'Tribune Grand Virage (T34)' : undefined);

describe('seat names', () => {
  it('name the grandstand, the block, the row and the seat in the page’s language', () => {
    expect(seatName(fr, 'T34-A-R01-0001')).toBe('Tribune T34 · Bloc A · Rang 1 · Place 1');
    expect(seatName(en, 'T34-A-R01-0001')).toBe('Stand T34 · Block A · Row 1 · Seat 1');
  });

  it('use the grandstand’s real name when the venue gives one', () => {
    expect(seatName(fr, 'T34-B-R12-0240', virage)).toBe(
      'Tribune Grand Virage (T34) · Bloc B · Rang 12 · Place 240',
    );
    expect(seatPlace(fr, 'T12-A-R02-0003', virage)).toBe('Tribune T12 · Bloc A · Rang 2');
  });

  it('put the seats of a row together, each row on its own', () => {
    expect(
      seatNames(fr, ['T34-A-R01-0001', 'T34-A-R01-0002', 'T34-A-R02-0031', 'T34-A-R01-0003']),
    ).toEqual([
      'Tribune T34 · Bloc A · Rang 1 · Places 1, 2 et 3',
      'Tribune T34 · Bloc A · Rang 2 · Place 31',
    ]);
    expect(seatNames(en, ['T34-A-R01-0001', 'T34-A-R01-0002'])).toEqual([
      'Stand T34 · Block A · Row 1 · Seats 1 and 2',
    ]);
  });

  it('show an id that is not stand-block-row-seat as it is', () => {
    expect(seatName(en, 'VIP-7')).toBe('VIP-7');
    expect(seatNames(fr, ['VIP-7', 'T34-A-R01-0001'])).toEqual([
      'Tribune T34 · Bloc A · Rang 1 · Place 1',
      'VIP-7',
    ]);
  });
});
