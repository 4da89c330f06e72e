import type { StandItem } from '@paddock/api-clients/contracts';
import { standAreaId } from '@paddock/api-clients/lite';

/** The steps of the stand picker (SPEC §4): 0 choose a block, 1 its seats, 2 a price per seat. */
export type StandsStep = 0 | 1 | 2;

/** What the stand picker holds between renders (SPEC §4); the loaded data and the map's own view are apart. */
export interface StandsState {
  step: StandsStep;
  /** The `stand.category` field: a stand category id. */
  category: string | null;
  /** The block chosen (its seats are shown), the `stand.block` field once chosen. */
  block: string | null;
  /** The seats chosen, in the order they were clicked. */
  seats: readonly string[];
  /** The price chosen for each seat: seat id → ticket price id. */
  prices: Readonly<Record<string, string>>;
}

export type StandsAction =
  /** The category field changed; the chosen block, if any, stays until another is chosen. */
  | { type: 'chooseCategory'; category: string | null }
  /** A block was chosen on the map or in the fields: its seats are shown (step 1). */
  | { type: 'chooseBlock'; block: string; category: string }
  /** Back to the top view (the viewer's back button): no block, no seats, no prices (step 0). */
  | { type: 'clearBlock' }
  /** A seat was clicked: a chosen one is given up, another one is added. */
  | { type: 'toggleSeat'; seat: string }
  /** On to a price per seat (step 2), once there is a seat. */
  | { type: 'showPrices' }
  /** The price of a seat, in place of any earlier one; null takes it back. */
  | { type: 'choosePrice'; seat: string; price: string | null }
  /** 'Edit seats': back to the stands (step 0); the seats stay, their prices go. */
  | { type: 'editSeats' };

export const initialStandsState: StandsState = {
  step: 0,
  category: null,
  block: null,
  seats: [],
  prices: {},
};

const noPrices: Readonly<Record<string, string>> = {};

/** The stand picker's transitions (SPEC §4). Actions that make no sense in the current step change nothing. */
export function standsReducer(state: StandsState, action: StandsAction): StandsState {
  switch (action.type) {
    case 'chooseCategory':
      return state.category === action.category ? state : { ...state, category: action.category };
    case 'chooseBlock':
      // Another block's seats are not this one's: they go, with their prices.
      if (action.block !== state.block) {
        return {
          step: 1,
          category: action.category,
          block: action.block,
          seats: [],
          prices: noPrices,
        };
      }
      return { ...state, step: 1, category: action.category, prices: noPrices };
    case 'clearBlock':
      return { ...state, step: 0, block: null, seats: [], prices: noPrices };
    case 'toggleSeat': {
      if (state.step !== 1 || state.block === null) return state;
      if (state.seats.includes(action.seat)) {
        const { [action.seat]: _given, ...prices } = state.prices;
        return { ...state, seats: state.seats.filter((seat) => seat !== action.seat), prices };
      }
      return { ...state, seats: [...state.seats, action.seat] };
    }
    case 'showPrices':
      return state.step === 1 && state.seats.length > 0 ? { ...state, step: 2 } : state;
    case 'choosePrice': {
      if (state.step !== 2 || !state.seats.includes(action.seat)) return state;
      const { [action.seat]: _earlier, ...others } = state.prices;
      return {
        ...state,
        prices: action.price === null ? others : { ...others, [action.seat]: action.price },
      };
    }
    case 'editSeats':
      return { ...state, step: 0, prices: noPrices };
  }
}

/**
 * The seats and prices can go to the cart (the whole rule of the 'Add to cart' button): at the prices
 * step, at least one seat, and each seat at a price `offered` has (the ids of its category's prices).
 */
export function canAddToCart(
  state: StandsState,
  offered: { has(priceId: string): boolean },
): boolean {
  return (
    state.step === 2 &&
    state.seats.length > 0 &&
    state.seats.every((seat) => {
      const price = state.prices[seat];
      return price !== undefined && offered.has(price);
    })
  );
}

/** Above this many seats, the seat lists take the compact 'many' layout (SPEC §9). */
export const manySeatsAbove = 4;

/** 'many' above 4 seats, 'few' otherwise (SPEC §9). */
export function seatListLayout(count: number): 'few' | 'many' {
  return count > manySeatsAbove ? 'many' : 'few';
}

/** How a seat is shown in the picker: the last 4 characters of its id (SPEC §2), one rule for all. */
export { seatLabel } from '@paddock/api-clients/lite';

/**
 * What the cart service takes for the chosen seats (SPEC §3 stand cart item): one item per seat, of
 * quantity 1, with the ticket (`ticket_option_id`, its secutixId), the price chosen for that seat
 * (`ticket_option_price_id`, a ticket price id), the fixed area '12' and the seat. Seats without a
 * price give nothing.
 */
export function standItems(ticketSecutixId: string, state: StandsState): StandItem[] {
  return state.seats.flatMap((seat) => {
    const price = state.prices[seat];
    if (price === undefined) return [];
    return [
      {
        quantity: 1 as const,
        ticket_option_id: ticketSecutixId,
        ticket_option_price_id: price,
        area_id: standAreaId,
        seatIds: [seat],
      },
    ];
  });
}
