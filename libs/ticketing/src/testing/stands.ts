/**
 * The grandstand T34 "Grand Virage" of `grandstandTicket` as the content service serves it, modelled on
 * the services' seed: its stand categories (blocks `T34-A` to `T34-H`, seats `T34-A-R01-0001`… whose
 * last 4 characters are the label; which seats are taken is the seed's own hash of the seat id), its
 * ticket info (`cart_info`) and the venue the stand pickers draw, with the pit grandstand T12 beside it
 * (not sold with this ticket).
 */
import type {
  Area,
  seatCategoryCodes,
  StandBlock,
  StandCategory,
  TicketInfo,
  Venue,
  VenueBlock,
  VenueBlockSeats,
} from '@paddock/api-clients/contracts';
import { pad, unitHash } from '@paddock/stadium-viewer/testing';
import { grandstandTicket } from './fixtures.js';

type Both = { fr: string; en: string };
type SeatCategoryCode = (typeof seatCategoryCodes)[number];

interface BlockLayout {
  letter: string;
  rows: number;
  seatsPerRow: number;
  /** Share of the seats already sold, 0 (all free) to 1 (all sold). */
  taken: number;
}

const seatCategoryOrder: SeatCategoryCode[] = ['CAT01', 'CAT02', 'CATMEM', 'CATPMR'];

const seatCategories: Record<SeatCategoryCode, { colour: string; name: Both }> = {
  CAT01: { colour: '#f2c200', name: { fr: 'Catégorie 1 (jaune)', en: 'Category 1 (yellow)' } },
  CAT02: { colour: '#2563eb', name: { fr: 'Catégorie 2 (bleue)', en: 'Category 2 (blue)' } },
  CATMEM: { colour: '#1e3a8a', name: { fr: 'Espace membres ACO', en: 'ACO members’ area' } },
  CATPMR: {
    colour: '#8a8f98',
    name: { fr: 'Places PMR', en: 'Wheelchair-accessible seats' },
  },
};

const block = (letter: string, rows: number, seatsPerRow: number, taken: number) => ({
  letter,
  rows,
  seatsPerRow,
  taken,
});

const stands = {
  T34: {
    name: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
    blocks: {
      CAT01: [block('A', 3, 10, 0.4), block('B', 3, 10, 0.3), block('C', 3, 10, 0.5)],
      CAT02: [block('D', 3, 10, 0.2), block('E', 3, 10, 0.25), block('F', 3, 10, 0.1)],
      CATMEM: [block('G', 2, 10, 0.3)],
      CATPMR: [block('H', 1, 6, 0.2)],
    },
  },
  T12: {
    name: { fr: 'Tribune des Stands (T12)', en: 'Pit grandstand (T12)' },
    blocks: {
      CAT01: [block('A', 3, 8, 0.95), block('B', 3, 8, 0.9)],
      CAT02: [block('C', 3, 10, 0.5), block('D', 3, 10, 0.6), block('E', 3, 10, 0.4)],
      CATMEM: [block('F', 2, 8, 0.5), block('G', 2, 8, 0.2)],
      CATPMR: [block('H', 1, 6, 0.5)],
    },
  },
} satisfies Record<string, { name: Both; blocks: Record<SeatCategoryCode, BlockLayout[]> }>;
type StandCode = keyof typeof stands;

function layoutsOf(code: StandCode): { code: SeatCategoryCode; layout: BlockLayout }[] {
  return seatCategoryOrder.flatMap((category) =>
    (stands[code].blocks[category] as BlockLayout[]).map((layout) => ({ code: category, layout })),
  );
}

function standBlock(stand: StandCode, layout: BlockLayout): StandBlock {
  const id = `${stand}-${layout.letter}`;
  const seats: StandBlock['seats'] = [];
  for (let n = 1; n <= layout.rows * layout.seatsPerRow; n += 1) {
    const row = Math.ceil(n / layout.seatsPerRow);
    const seatId = `${id}-R${pad(row, 2)}-${pad(n, 4)}`;
    seats.push({ id: seatId, available: layout.taken < 1 && unitHash(seatId) >= layout.taken });
  }
  return { id, seats };
}

const ticketId = grandstandTicket.secutixId;

/** `ticket/101240201/stands`: the four categories of T34, each with its blocks and seats. */
export const grandstandStandCategories: StandCategory[] = seatCategoryOrder.map((code) => ({
  id: `${ticketId}-${code}`,
  codes: [code],
  colour: seatCategories[code].colour,
  blocks: (stands.T34.blocks[code] as BlockLayout[]).map((layout) => standBlock('T34', layout)),
  localized: {
    fr: { name: seatCategories[code].name.fr },
    en: { name: seatCategories[code].name.en },
  },
}));

/** The seats of T34 that are free in the fixtures, block by block, in seat order. */
export function freeSeatsOf(blockId: string): string[] {
  return grandstandStandCategories
    .flatMap((category) => category.blocks)
    .filter((each) => each.id === blockId)
    .flatMap((each) => each.seats.filter((seat) => seat.available).map((seat) => seat.id));
}

/** The `n`th free seat of a block of T34 (the first by default); throws when there is none. */
export function freeSeatOf(blockId: string, n = 0): string {
  const seat = freeSeatsOf(blockId)[n];
  if (seat === undefined) throw new Error(`${blockId} has no free seat number ${n}`);
  return seat;
}

/** `cart_info/101240201`: one performance, an area per category, a price per ticket price. */
export const grandstandTicketInfo: TicketInfo = {
  productSecutixId: ticketId,
  productType: grandstandTicket.type,
  performances: [
    {
      id: `${ticketId}-P1`,
      steps: grandstandStandCategories.map((category, index): Area => ({
        id: `${ticketId}-P1-A${index + 1}`,
        code: `T34-${category.codes[0] ?? ''}`,
        blocks: category.blocks.map((each) => each.id),
        seatIds: category.blocks.flatMap((each) => each.seats.map((seat) => seat.id)),
        seatCategoryId: category.id,
        availability: category.blocks.reduce(
          (count, each) => count + each.seats.filter((seat) => seat.available).length,
          0,
        ),
        localized: {
          fr: { name: `${stands.T34.name.fr} — ${category.localized.fr.name}` },
          en: { name: `${stands.T34.name.en} — ${category.localized.en?.name ?? ''}` },
        },
      })),
      categories: seatCategoryOrder.map((code) => ({
        secutixIds: [`${ticketId}-${code}`],
        code,
        localized: {
          fr: { name: seatCategories[code].name.fr },
          en: { name: seatCategories[code].name.en },
        },
      })),
      prices: grandstandTicket.prices
        .filter((price) => !price.hidden)
        .map((price) => ({
          ids: [price.id],
          audienceCode: price.audienceCode,
          seatCategoryCodes: [price.seatCatSecutixId.slice(ticketId.length + 1)],
          localized: {
            fr: { audienceName: price.localized.fr.label },
            en: { audienceName: price.localized.en?.label ?? price.localized.fr.label },
          },
          price: price.price,
        })),
    },
  ],
};

// The map: 1000 × 600, the track across the middle, T34 above it and T12 below, 8 blocks each.
const blockWidth = 100;
const standTop: Record<StandCode, number> = { T34: 60, T12: 440 };

function venueBlocks(stand: StandCode): VenueBlock[] {
  return layoutsOf(stand).map(({ code, layout }, index) => {
    const left = 100 + index * blockWidth;
    const top = standTop[stand];
    return {
      id: `${stand}-${layout.letter}`,
      standCode: stand,
      categoryCode: code,
      polygon: [
        [left + 4, top],
        [left + blockWidth - 4, top],
        [left + blockWidth - 4, top + 100],
        [left + 4, top + 100],
      ],
      seatCount: layout.rows * layout.seatsPerRow,
    };
  });
}

/** `venue/auto`: the circuit's top view with T34 and T12. */
export const fixtureVenue: Venue = {
  id: 'circuit-24h',
  width: 1000,
  height: 600,
  track: [
    [0, 300],
    [300, 280],
    [700, 320],
    [1000, 300],
  ],
  stands: (['T34', 'T12'] as const).map((code) => ({
    code,
    localized: { fr: { name: stands[code].name.fr }, en: { name: stands[code].name.en } },
    polygon: [
      [90, standTop[code] - 10],
      [910, standTop[code] - 10],
      [910, standTop[code] + 110],
      [90, standTop[code] + 110],
    ],
    blocks: venueBlocks(code),
  })),
};

/** `venue/auto/blocks/{blockId}`: the seats of a block of T34 or T12 in rows, or null for another id. */
export function fixtureBlockSeats(blockId: string): VenueBlockSeats | null {
  const [stand, letter] = blockId.split('-') as [string, string | undefined];
  if (stand !== 'T34' && stand !== 'T12') return null;
  const found = layoutsOf(stand).find(({ layout }) => layout.letter === letter);
  if (!found) return null;
  const { rows, seatsPerRow } = found.layout;
  const seats = standBlock(stand, found.layout).seats.map((seat, index) => {
    const row = Math.floor(index / seatsPerRow) + 1;
    return {
      id: seat.id,
      row: String(row),
      x: 20 + (index % seatsPerRow) * 30,
      y: 20 + (row - 1) * 30,
    };
  });
  return { blockId, width: seatsPerRow * 30 + 10, height: rows * 30 + 10, seats };
}
