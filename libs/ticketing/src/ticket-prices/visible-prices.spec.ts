import type { TicketPrice } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { testDayTicket, weekendTicket } from '../testing/fixtures.js';
import { isSoldOut, quantityOptions, visiblePrices } from './visible-prices.js';

const codes = (prices: TicketPrice[]) => prices.map((price) => price.code);
const [adult, child, member] = weekendTicket.prices as [TicketPrice, TicketPrice, TicketPrice];

describe('visiblePrices', () => {
  it('leaves out hidden prices and sorts the others by price, cheapest first', () => {
    // ADULT 85 €, CHILD 39 €, MEME 69 €, and a hidden PARTNER price of 59 €.
    expect(codes(visiblePrices(weekendTicket.prices))).toEqual(['CHILD', 'MEME', 'ADULT']);
  });

  it('leaves out zero-priced prices', () => {
    expect(codes(visiblePrices(testDayTicket.prices))).toEqual(['ADULT']);
  });

  it('leaves out prices with nothing left, unless asked to show all', () => {
    const prices = [adult, { ...child, availability: 0 }, member];
    expect(codes(visiblePrices(prices))).toEqual(['MEME', 'ADULT']);
    expect(codes(visiblePrices(prices, { showAll: true }))).toEqual(['CHILD', 'MEME', 'ADULT']);
  });

  it('keeps the prices shown already when nothing is left of them', () => {
    const prices = [adult, { ...child, availability: 0 }, { ...member, availability: 0 }];
    const shown = new Set([child.id, adult.id]);
    expect(codes(visiblePrices(prices, { shown }))).toEqual(['CHILD', 'ADULT']);
  });

  it('never shows hidden or free prices, even when showing all', () => {
    expect(codes(visiblePrices(weekendTicket.prices, { showAll: true }))).not.toContain('PARTNER');
    expect(codes(visiblePrices(testDayTicket.prices, { showAll: true }))).toEqual(['ADULT']);
  });

  it('keeps one audience when asked', () => {
    expect(codes(visiblePrices(weekendTicket.prices, { audienceCode: 'MEME' }))).toEqual(['MEME']);
    expect(visiblePrices(weekendTicket.prices, { audienceCode: 'NOBODY' })).toEqual([]);
  });

  it('keeps the order of equal prices, and leaves the given list as it was', () => {
    const prices = [
      { ...adult, code: 'B', price: 10000 },
      { ...adult, code: 'A', price: 10000 },
      { ...adult, code: 'C', price: 5000 },
    ];
    expect(codes(visiblePrices(prices))).toEqual(['C', 'B', 'A']);
    expect(codes(prices)).toEqual(['B', 'A', 'C']);
  });
});

describe('quantityOptions', () => {
  it('goes from 0 to 5 by default', () => {
    expect(quantityOptions()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('goes from 0 to the maximum of a price', () => {
    expect(quantityOptions(2)).toEqual([0, 1, 2]);
    expect(quantityOptions(child.maxQty)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('isSoldOut', () => {
  it('is true when nothing is left', () => {
    expect(isSoldOut({ ...adult, availability: 0 })).toBe(true);
    expect(isSoldOut(adult)).toBe(false);
  });
});
