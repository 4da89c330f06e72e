/**
 * The grandstands sold by seat: their blocks (ids like `T34-A`) per seat category, and their seats (ids
 * like `T34-A-R01-0012`, whose last 4 characters are the seat label shown in the picker; seats are
 * numbered through the block, so a label is unique within its block). Which seats are taken is fixed
 * (a hash of the seat id), so the seed is the same on every run.
 */
import type { StandBlock, StandCategory } from '@paddock/api-clients/contracts';
import type { Both } from '../context';
import { seatCategoryId, type SeatCategoryCode } from './ids';

export interface BlockLayout {
  letter: string;
  rows: number;
  seatsPerRow: number;
  /** Share of the seats already sold, 0 (all free) to 1 (all sold). */
  taken: number;
}

export interface StandLayout {
  /** The grandstand code, prefix of its blocks: `T34`. */
  code: string;
  name: Both<string>;
  /** Blocks per category; a category with no blocks has none left to sell (StandsSimple hides it). */
  blocks: Record<SeatCategoryCode, BlockLayout[]>;
}

/** The fixed seat-block categories (SPEC §3) and how they look. */
export const seatCategories: Record<SeatCategoryCode, { colour: string; name: Both<string> }> = {
  CAT01: { colour: '#f2c200', name: { fr: 'Catégorie 1 (jaune)', en: 'Category 1 (yellow)' } },
  CAT02: { colour: '#2563eb', name: { fr: 'Catégorie 2 (bleue)', en: 'Category 2 (blue)' } },
  CATMEM: {
    colour: '#1e3a8a',
    name: { fr: 'Espace membres ACO', en: 'ACO members’ area' },
  },
  CATPMR: {
    colour: '#8a8f98',
    name: { fr: 'Places PMR', en: 'Wheelchair-accessible seats' },
  },
};

export const seatCategoryOrder: SeatCategoryCode[] = ['CAT01', 'CAT02', 'CATMEM', 'CATPMR'];

const block = (letter: string, rows: number, seatsPerRow: number, taken: number): BlockLayout => ({
  letter,
  rows,
  seatsPerRow,
  taken,
});

export const standLayouts = {
  virage: {
    code: 'T34',
    name: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
    blocks: {
      CAT01: [block('A', 3, 10, 0.4), block('B', 3, 10, 0.3), block('C', 3, 10, 0.5)],
      CAT02: [block('D', 3, 10, 0.2), block('E', 3, 10, 0.25), block('F', 3, 10, 0.1)],
      CATMEM: [block('G', 2, 10, 0.3)],
      CATPMR: [block('H', 1, 6, 0.2)],
    },
  },
  pits: {
    code: 'T12',
    name: { fr: 'Tribune des Stands (T12)', en: 'Pit grandstand (T12)' },
    blocks: {
      // Last few seats in CAT01.
      CAT01: [block('A', 3, 8, 0.95), block('B', 3, 8, 0.9)],
      CAT02: [block('C', 3, 10, 0.5), block('D', 3, 10, 0.6), block('E', 3, 10, 0.4)],
      CATMEM: [block('F', 2, 8, 0.5), block('G', 2, 8, 0.2)],
      CATPMR: [block('H', 1, 6, 0.5)],
    },
  },
  chicane: {
    code: 'T20',
    name: { fr: 'Tribune de la Chicane (T20)', en: 'Chicane grandstand (T20)' },
    blocks: {
      CAT01: [block('A', 2, 10, 0.3), block('B', 2, 10, 0.3)],
      // Sold out: every seat taken.
      CAT02: [block('C', 2, 10, 1), block('D', 2, 10, 1)],
      CATMEM: [block('E', 2, 8, 0.1)],
      // No accessible block in this grandstand.
      CATPMR: [],
    },
  },
} satisfies Record<string, StandLayout>;
export type StandKey = keyof typeof standLayouts;

/** FNV-1a of a string with murmur3's final mix, as a number in [0, 1). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x100000000;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function blockOf(stand: StandLayout, layout: BlockLayout): StandBlock {
  const id = `${stand.code}-${layout.letter}`;
  const seats: StandBlock['seats'] = [];
  for (let n = 1; n <= layout.rows * layout.seatsPerRow; n += 1) {
    const row = Math.ceil(n / layout.seatsPerRow);
    const seatId = `${id}-R${pad(row, 2)}-${pad(n, 4)}`;
    seats.push({ id: seatId, available: layout.taken < 1 && unitHash(seatId) >= layout.taken });
  }
  return { id, seats };
}

/** The stand categories of a grandstand ticket: the four codes, each with its blocks and seats. */
export function standCategoriesOf(ticketSecutixId: string, stand: StandLayout): StandCategory[] {
  return seatCategoryOrder.map((code) => ({
    id: seatCategoryId(ticketSecutixId, code),
    codes: [code],
    colour: seatCategories[code].colour,
    blocks: stand.blocks[code].map((layout) => blockOf(stand, layout)),
    localized: {
      fr: { name: seatCategories[code].name.fr },
      en: { name: seatCategories[code].name.en },
    },
  }));
}

/** Seats still free in a stand category. */
export function availableSeats(category: StandCategory): number {
  return category.blocks.reduce(
    (count, { seats }) => count + seats.filter((seat) => seat.available).length,
    0,
  );
}
