import type {
  Performance,
  PerformancePrice,
  StandBlock,
  StandCategory,
  TicketInfo,
  Venue,
} from '@paddock/api-clients/contracts';
import { inLocale, type Locale } from '@paddock/i18n';
import type { ViewerVenue } from '@paddock/stadium-viewer';
import { initialStandsState, standsReducer, type StandsState } from './stands-state.js';

/** What the stand pickers load for a seated ticket before anything can be chosen. */
export interface StandsData {
  /** `cart_info/{secutixId}`: the product and its type. */
  info: TicketInfo;
  /** The ticket's performance: its prices per seat category. */
  performance: Performance;
  /** The ticket's stand categories that have blocks, in the service's order, each seat free or not. */
  categories: readonly StandCategory[];
  /** The circuit's top view. */
  venue: Venue;
}

/** The stand categories worth showing: those with blocks (SPEC §2). */
export function categoriesWithBlocks(categories: readonly StandCategory[]): StandCategory[] {
  return categories.filter((category) => category.blocks.length > 0);
}

/** The category a block belongs to, if it is sold with this ticket. */
export function categoryOfBlock(
  categories: readonly StandCategory[],
  blockId: string,
): StandCategory | undefined {
  return categories.find((category) => category.blocks.some((block) => block.id === blockId));
}

/** How many seats of a block are still free. */
export function freeSeats(block: StandBlock): number {
  return block.seats.reduce((count, seat) => count + (seat.available ? 1 : 0), 0);
}

/** The first block of a category with a free seat; its first block when none has one. */
export function firstBlock(category: StandCategory): StandBlock | undefined {
  return category.blocks.find((block) => freeSeats(block) > 0) ?? category.blocks[0];
}

/** The blocks that can be chosen: those of the ticket's categories with a free seat. */
export function selectableBlocks(categories: readonly StandCategory[]): Set<string> {
  return new Set(
    categories.flatMap((category) =>
      category.blocks.filter((block) => freeSeats(block) > 0).map((block) => block.id),
    ),
  );
}

/** Seat id → free, for every seat of the ticket's blocks. */
export function seatAvailability(categories: readonly StandCategory[]): Map<string, boolean> {
  const availability = new Map<string, boolean>();
  for (const category of categories) {
    for (const block of category.blocks) {
      for (const seat of block.seats) availability.set(seat.id, seat.available);
    }
  }
  return availability;
}

/**
 * The prices a seat of this category can be bought at: the performance's prices for one of its codes,
 * without free ones (SPEC §5), cheapest first.
 */
export function pricesOfCategory(
  performance: Performance,
  category: StandCategory,
): PerformancePrice[] {
  const codes = new Set<string>(category.codes);
  return performance.prices
    .filter((price) => price.price > 0 && price.seatCategoryCodes.some((code) => codes.has(code)))
    .sort((a, b) => a.price - b.price);
}

/** The id a cart takes for a performance price: the ticket price id (the first of its ids). */
export function priceIdOf(price: PerformancePrice): string {
  return price.ids[0] as string;
}

/** The lowest price of a category, or undefined when it has none. */
export function minPriceOfCategory(
  performance: Performance,
  category: StandCategory,
): number | undefined {
  return pricesOfCategory(performance, category)[0]?.price;
}

/** The venue as the viewer draws it, its stands named in the visitor's locale. */
export function toViewerVenue(venue: Venue, locale: Locale): ViewerVenue {
  return {
    width: venue.width,
    height: venue.height,
    track: venue.track,
    stands: venue.stands.map((stand) => ({
      code: stand.code,
      name: inLocale(stand.localized, locale).name,
      polygon: stand.polygon,
      blocks: stand.blocks,
    })),
  };
}

/** The grandstands' names in `locale` by code, for the seats' names (`seatName` of @paddock/cart). */
export function standNamesOf(
  venue: Venue,
  locale: Locale,
): (standCode: string) => string | undefined {
  const names = new Map(
    venue.stands.map((stand) => [stand.code, inLocale(stand.localized, locale).name]),
  );
  return (standCode) => names.get(standCode);
}

/**
 * Where the stand picker opens: on the seats of `blockId` (step 1) when it is on sale for the ticket,
 * with `seatId` chosen when it is a free seat of it; on the stands (step 0) otherwise.
 */
export function openingStandsState(
  categories: readonly StandCategory[],
  { blockId, seatId }: { blockId?: string | undefined; seatId?: string | undefined },
): StandsState {
  const category = blockId === undefined ? undefined : categoryOfBlock(categories, blockId);
  const block = category?.blocks.find((each) => each.id === blockId);
  if (!category || !block || freeSeats(block) === 0) return initialStandsState;
  const opened = standsReducer(initialStandsState, {
    type: 'chooseBlock',
    block: block.id,
    category: category.id,
  });
  const seat = block.seats.find((each) => each.id === seatId);
  return seat?.available ? standsReducer(opened, { type: 'toggleSeat', seat: seat.id }) : opened;
}
