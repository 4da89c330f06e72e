import { describe, expect, it } from 'vitest';
import {
  canAddToCart,
  initialStandsState,
  seatLabel,
  seatListLayout,
  standItems,
  standsReducer,
  type StandsAction,
  type StandsState,
} from './stands-state.js';

const cat01 = '101240201-CAT01';
const cat02 = '101240201-CAT02';
const [seatA, seatB, seatC] = ['T34-A-R01-0001', 'T34-A-R01-0002', 'T34-A-R02-0011'] as const;
const adult = '101240201-CAT01-ADULT';
const child = '101240201-CAT01-CHILD';

const run = (state: StandsState, ...actions: StandsAction[]) =>
  actions.reduce(standsReducer, state);

/** Block T34-A chosen, with seats A and B. */
const withSeats = run(
  initialStandsState,
  { type: 'chooseBlock', block: 'T34-A', category: cat01 },
  { type: 'toggleSeat', seat: seatA },
  { type: 'toggleSeat', seat: seatB },
);
/** The same on the prices step, seat A at the adult price. */
const pricing = run(
  withSeats,
  { type: 'showPrices' },
  { type: 'choosePrice', seat: seatA, price: adult },
);

describe('standsReducer', () => {
  it('starts on the stands, with nothing chosen', () => {
    expect(initialStandsState).toEqual({
      step: 0,
      category: null,
      block: null,
      seats: [],
      prices: {},
    });
  });

  describe('chooseCategory', () => {
    it('sets the category field and nothing else', () => {
      expect(run(initialStandsState, { type: 'chooseCategory', category: cat02 })).toEqual({
        ...initialStandsState,
        category: cat02,
      });
    });

    it('empties it', () => {
      const chosen = run(initialStandsState, { type: 'chooseCategory', category: cat02 });
      expect(run(chosen, { type: 'chooseCategory', category: null }).category).toBeNull();
    });

    it('keeps the state as it is when the category is the same', () => {
      const chosen = run(initialStandsState, { type: 'chooseCategory', category: cat02 });
      expect(run(chosen, { type: 'chooseCategory', category: cat02 })).toBe(chosen);
    });
  });

  describe('chooseBlock', () => {
    it('moves to the seats (step 1) of the block, with its category', () => {
      expect(
        run(initialStandsState, { type: 'chooseBlock', block: 'T34-D', category: cat02 }),
      ).toEqual({ step: 1, category: cat02, block: 'T34-D', seats: [], prices: {} });
    });

    it('empties the seats and prices of another block', () => {
      const edited = run(pricing, { type: 'editSeats' });
      expect(run(edited, { type: 'chooseBlock', block: 'T34-B', category: cat01 })).toEqual({
        step: 1,
        category: cat01,
        block: 'T34-B',
        seats: [],
        prices: {},
      });
    });

    it('keeps the seats when the same block is chosen again (after Edit seats)', () => {
      const edited = run(pricing, { type: 'editSeats' });
      const again = run(edited, { type: 'chooseBlock', block: 'T34-A', category: cat01 });
      expect(again).toEqual({ ...withSeats, step: 1 });
    });
  });

  describe('clearBlock', () => {
    it('returns to the stands (step 0) and empties the block, seats and prices', () => {
      expect(run(pricing, { type: 'clearBlock' })).toEqual({
        step: 0,
        category: cat01,
        block: null,
        seats: [],
        prices: {},
      });
      expect(run(withSeats, { type: 'clearBlock' })).toEqual({
        ...initialStandsState,
        category: cat01,
      });
    });
  });

  describe('toggleSeat', () => {
    it('adds a seat that is not chosen, in the order of the clicks', () => {
      expect(withSeats.seats).toEqual([seatA, seatB]);
      expect(run(withSeats, { type: 'toggleSeat', seat: seatC }).seats).toEqual([
        seatA,
        seatB,
        seatC,
      ]);
    });

    it('gives up a seat that is chosen', () => {
      expect(run(withSeats, { type: 'toggleSeat', seat: seatA }).seats).toEqual([seatB]);
    });

    it('does nothing without a block, or away from the seats step', () => {
      expect(run(initialStandsState, { type: 'toggleSeat', seat: seatA })).toBe(initialStandsState);
      expect(run(pricing, { type: 'toggleSeat', seat: seatA })).toBe(pricing);
      const edited = run(pricing, { type: 'editSeats' });
      expect(run(edited, { type: 'toggleSeat', seat: seatC })).toBe(edited);
    });
  });

  describe('showPrices', () => {
    it('moves to the prices (step 2) once there is a seat', () => {
      expect(run(withSeats, { type: 'showPrices' })).toEqual({ ...withSeats, step: 2 });
    });

    it('stays without a seat, or away from the seats step', () => {
      const noSeat = run(initialStandsState, {
        type: 'chooseBlock',
        block: 'T34-A',
        category: cat01,
      });
      expect(run(noSeat, { type: 'showPrices' })).toBe(noSeat);
      expect(run(initialStandsState, { type: 'showPrices' })).toBe(initialStandsState);
    });
  });

  describe('choosePrice', () => {
    it('sets the price of a seat', () => {
      expect(pricing.prices).toEqual({ [seatA]: adult });
    });

    it('replaces the earlier price of that seat', () => {
      const changed = run(pricing, { type: 'choosePrice', seat: seatA, price: child });
      expect(changed.prices).toEqual({ [seatA]: child });
    });

    it('takes the price back with null', () => {
      expect(run(pricing, { type: 'choosePrice', seat: seatA, price: null }).prices).toEqual({});
    });

    it('ignores a seat that is not chosen, and the steps before the prices', () => {
      expect(run(pricing, { type: 'choosePrice', seat: seatC, price: adult })).toBe(pricing);
      expect(run(withSeats, { type: 'choosePrice', seat: seatA, price: adult })).toBe(withSeats);
    });
  });

  describe('editSeats', () => {
    it('returns to the stands (step 0) and clears the prices; block and seats stay', () => {
      expect(run(pricing, { type: 'editSeats' })).toEqual({
        step: 0,
        category: cat01,
        block: 'T34-A',
        seats: [seatA, seatB],
        prices: {},
      });
    });
  });
});

describe('canAddToCart', () => {
  /** The prices of the block's category. */
  const offered = new Set([adult, child]);

  it('holds only when every seat has a price', () => {
    expect(canAddToCart(pricing, offered)).toBe(false);
    const both = run(pricing, { type: 'choosePrice', seat: seatB, price: child });
    expect(canAddToCart(both, offered)).toBe(true);
    expect(
      canAddToCart(run(both, { type: 'choosePrice', seat: seatB, price: null }), offered),
    ).toBe(false);
  });

  it('holds only when every price chosen is one of the category', () => {
    const both = run(pricing, { type: 'choosePrice', seat: seatB, price: child });
    expect(canAddToCart(both, new Set([adult]))).toBe(false);
    expect(canAddToCart(both, new Set())).toBe(false);
  });

  it('never holds without a seat, or before the prices step', () => {
    expect(canAddToCart(initialStandsState, offered)).toBe(false);
    expect(canAddToCart({ ...initialStandsState, step: 2 }, offered)).toBe(false);
    expect(
      canAddToCart({ ...pricing, step: 1, prices: { [seatA]: adult, [seatB]: adult } }, offered),
    ).toBe(false);
  });
});

describe('standItems', () => {
  it('makes one stand item per seat: quantity 1, the ticket, its price, area 12, the seat', () => {
    const both = run(pricing, { type: 'choosePrice', seat: seatB, price: child });
    expect(standItems('101240201', both)).toEqual([
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: adult,
        area_id: '12',
        seatIds: [seatA],
      },
      {
        quantity: 1,
        ticket_option_id: '101240201',
        ticket_option_price_id: child,
        area_id: '12',
        seatIds: [seatB],
      },
    ]);
  });

  it('leaves out a seat without a price', () => {
    expect(standItems('101240201', pricing)).toHaveLength(1);
  });
});

describe('seat display', () => {
  it('shows a seat by the last 4 characters of its id', () => {
    expect(seatLabel('T34-A-R01-0012')).toBe('0012');
    expect(seatLabel('T12-H-R01-0006')).toBe('0006');
  });

  it('lists more than 4 seats in the many layout', () => {
    expect([1, 4, 5, 12].map(seatListLayout)).toEqual(['few', 'few', 'many', 'many']);
  });
});
