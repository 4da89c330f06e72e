import type { Performance, StandCategory } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import {
  fixtureVenue,
  freeSeatOf,
  freeSeatsOf,
  grandstandStandCategories,
  grandstandTicketInfo,
} from '../testing/stands.js';
import {
  categoriesWithBlocks,
  categoryOfBlock,
  firstBlock,
  minPriceOfCategory,
  openingStandsState,
  priceIdOf,
  pricesOfCategory,
  seatAvailability,
  selectableBlocks,
  toViewerVenue,
} from './stands-data.js';
import { initialStandsState } from './stands-state.js';

const performance = grandstandTicketInfo.performances[0] as Performance;
const [cat01, cat02, catmem, catpmr] = grandstandStandCategories as [
  StandCategory,
  StandCategory,
  StandCategory,
  StandCategory,
];

describe('stand data', () => {
  it('keeps the categories that have blocks', () => {
    const empty = { ...catpmr, blocks: [] };
    expect(categoriesWithBlocks([cat01, empty, catmem]).map((each) => each.id)).toEqual([
      cat01.id,
      catmem.id,
    ]);
  });

  it('finds the category of a block', () => {
    expect(categoryOfBlock(grandstandStandCategories, 'T34-E')?.id).toBe('101240201-CAT02');
    expect(categoryOfBlock(grandstandStandCategories, 'T12-A')).toBeUndefined();
  });

  it('offers a seat the prices of its category, cheapest first, as ticket price ids', () => {
    expect(pricesOfCategory(performance, cat01).map(priceIdOf)).toEqual([
      '101240201-CAT01-CHILD',
      '101240201-CAT01-ADULT',
    ]);
    expect(pricesOfCategory(performance, catmem).map((price) => price.audienceCode)).toEqual([
      'MEME',
    ]);
  });

  it('gives the lowest price of a category', () => {
    expect(minPriceOfCategory(performance, cat01)).toBe(79000);
    expect(minPriceOfCategory(performance, cat02)).toBe(69000);
    expect(minPriceOfCategory(performance, { ...cat01, codes: ['CATPMR'] })).toBe(79000);
  });

  it('leaves zero-priced prices out', () => {
    const free = {
      ...performance,
      prices: performance.prices.map((price) => ({ ...price, price: 0 })),
    };
    expect(pricesOfCategory(free, cat01)).toEqual([]);
    expect(minPriceOfCategory(free, cat01)).toBeUndefined();
  });

  it('lets the blocks with a free seat be chosen, and tells each seat free or taken', () => {
    const selectable = selectableBlocks([
      cat01,
      { ...cat02, blocks: cat02.blocks.map((block) => ({ ...block, seats: [] })) },
    ]);
    expect([...selectable]).toEqual(['T34-A', 'T34-B', 'T34-C']);
    const availability = seatAvailability(grandstandStandCategories);
    expect(availability.get(freeSeatOf('T34-A'))).toBe(true);
    expect([...availability.values()].some((each) => !each)).toBe(true);
  });

  it('picks the first block of a category with a free seat', () => {
    expect(firstBlock(cat01)?.id).toBe('T34-A');
    const soldOutA = {
      ...cat01,
      blocks: cat01.blocks.map((block, index) =>
        index === 0
          ? { ...block, seats: block.seats.map((seat) => ({ ...seat, available: false })) }
          : block,
      ),
    };
    expect(firstBlock(soldOutA)?.id).toBe('T34-B');
  });

  it('names the stands of the venue in the visitor’s locale', () => {
    expect(toViewerVenue(fixtureVenue, 'fr').stands.map((stand) => stand.name)).toEqual([
      'Tribune Grand Virage (T34)',
      'Tribune des Stands (T12)',
    ]);
    const english = toViewerVenue(fixtureVenue, 'en');
    expect(english.stands[0]?.name).toBe('Grand Virage grandstand (T34)');
    expect(english.stands[0]?.blocks).toBe(fixtureVenue.stands[0]?.blocks);
  });

  describe('openingStandsState', () => {
    it('opens on the stands without a block', () => {
      expect(openingStandsState(grandstandStandCategories, {})).toBe(initialStandsState);
    });

    it('opens on the seats of a block on sale, with a free seat chosen', () => {
      const [free] = freeSeatsOf('T34-D');
      expect(
        openingStandsState(grandstandStandCategories, { blockId: 'T34-D', seatId: free }),
      ).toEqual({
        step: 1,
        category: '101240201-CAT02',
        block: 'T34-D',
        seats: [free],
        prices: {},
      });
    });

    it('does not choose a taken seat, nor a block of another ticket', () => {
      const taken = cat01.blocks[0]?.seats.find((seat) => !seat.available)?.id;
      expect(taken).toBeDefined();
      expect(
        openingStandsState(grandstandStandCategories, { blockId: 'T34-A', seatId: taken }).seats,
      ).toEqual([]);
      expect(openingStandsState(grandstandStandCategories, { blockId: 'T12-A' })).toBe(
        initialStandsState,
      );
    });
  });
});
