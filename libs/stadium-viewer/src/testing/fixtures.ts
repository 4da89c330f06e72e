import type { Locale } from '@paddock/i18n';
import type {
  MapPoint,
  ViewerBlock,
  ViewerBlockSeats,
  ViewerSeat,
  ViewerStand,
  ViewerVenue,
} from '../viewer.js';

/**
 * A circuit's top view and its blocks' seats for the tests and stories, modelled on the services'
 * seed (apps/services/src/seed/catalogue/stands.ts): grandstands T34, T12 and T20, blocks `T34-A`…,
 * seats `T34-A-R01-0012` numbered through the block. Which seats are taken is a hash of the seat id,
 * so every run is the same.
 */

type CategoryCode = 'CAT01' | 'CAT02' | 'CATMEM' | 'CATPMR';
type Texts = Record<Locale, string>;

/** The seat categories' names (SPEC §3), as the pickers name them. */
export const fixtureCategoryNames: Record<CategoryCode, Texts> = {
  CAT01: { fr: 'Catégorie 1 (jaune)', en: 'Category 1 (yellow)' },
  CAT02: { fr: 'Catégorie 2 (bleue)', en: 'Category 2 (blue)' },
  CATMEM: { fr: 'Espace membres ACO', en: 'ACO members’ area' },
  CATPMR: { fr: 'Places PMR', en: 'Wheelchair-accessible seats' },
};

interface BlockLayout {
  letter: string;
  category: CategoryCode;
  rows: number;
  seatsPerRow: number;
  /** Share of the seats already sold, 0 (all free) to 1 (all sold). */
  taken: number;
}

interface StandLayout {
  code: string;
  name: Texts;
  /** Where the grandstand is on the map: its top left corner and its size. */
  at: { x: number; y: number; width: number; height: number };
  blocks: BlockLayout[];
}

const block = (
  letter: string,
  category: CategoryCode,
  rows: number,
  seatsPerRow: number,
  taken: number,
): BlockLayout => ({ letter, category, rows, seatsPerRow, taken });

const standLayouts: StandLayout[] = [
  {
    code: 'T12',
    name: { fr: 'Tribune des Stands (T12)', en: 'Pit grandstand (T12)' },
    at: { x: 300, y: 50, width: 600, height: 70 },
    blocks: [
      block('A', 'CAT01', 3, 8, 0.95),
      block('B', 'CAT01', 3, 8, 0.9),
      block('C', 'CAT02', 3, 10, 0.5),
      block('D', 'CAT02', 3, 10, 0.6),
      block('E', 'CAT02', 3, 10, 0.4),
      block('F', 'CATMEM', 2, 8, 0.5),
      block('G', 'CATMEM', 2, 8, 0.2),
      block('H', 'CATPMR', 1, 6, 0.5),
    ],
  },
  {
    code: 'T34',
    name: { fr: 'Tribune Grand Virage (T34)', en: 'Grand Virage grandstand (T34)' },
    at: { x: 760, y: 600, width: 400, height: 70 },
    blocks: [
      block('A', 'CAT01', 3, 10, 0.4),
      block('B', 'CAT01', 3, 10, 0.3),
      block('C', 'CAT01', 3, 10, 0.5),
      block('D', 'CAT02', 3, 10, 0.2),
      block('E', 'CAT02', 3, 10, 0.25),
      block('F', 'CAT02', 3, 10, 0.1),
      block('G', 'CATMEM', 2, 10, 0.3),
      block('H', 'CATPMR', 1, 6, 0.2),
    ],
  },
  {
    code: 'T20',
    name: { fr: 'Tribune de la Chicane (T20)', en: 'Chicane grandstand (T20)' },
    at: { x: 60, y: 600, width: 400, height: 70 },
    blocks: [
      block('A', 'CAT01', 2, 10, 0.3),
      block('B', 'CAT01', 2, 10, 0.3),
      block('C', 'CAT02', 2, 10, 1),
      block('D', 'CAT02', 2, 10, 1),
      block('E', 'CATMEM', 2, 8, 0.1),
    ],
  },
];

const rectangle = (x: number, y: number, width: number, height: number): MapPoint[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
];

/** The circuit, 1200 × 720: the track's loop, the pit grandstand above it, two below. */
export function fixtureVenue(locale: Locale = 'fr'): ViewerVenue {
  const stands: ViewerStand[] = standLayouts.map(({ code, name, at, blocks }) => {
    const width = at.width / blocks.length;
    return {
      code,
      name: name[locale],
      polygon: rectangle(at.x - 6, at.y - 6, at.width + 12, at.height + 12),
      blocks: blocks.map((layout, index): ViewerBlock => ({
        id: `${code}-${layout.letter}`,
        standCode: code,
        categoryCode: layout.category,
        polygon: rectangle(at.x + index * width + 2, at.y, width - 4, at.height),
        seatCount: layout.rows * layout.seatsPerRow,
      })),
    };
  });
  return {
    width: 1200,
    height: 720,
    track: [
      [150, 360],
      [220, 210],
      [400, 170],
      [800, 170],
      [980, 210],
      [1050, 360],
      [980, 510],
      [800, 550],
      [400, 550],
      [220, 510],
      [150, 360],
    ],
    stands,
  };
}

/**
 * FNV-1a of a string with murmur3's final mix, as a number in [0, 1) (as the seed does): which seats of
 * the fixtures are taken, here and in the ticketing lib's stands.
 */
export function unitHash(text: string): number {
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

/** `n` written with at least `width` digits: a seat id's row and number. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Seats 20 units apart in rows 26 units apart, numbered through the block. */
export function fixtureBlockSeats(
  blockId: string,
  rows: number,
  seatsPerRow: number,
): ViewerBlockSeats {
  const seats: ViewerSeat[] = [];
  for (let n = 1; n <= rows * seatsPerRow; n += 1) {
    const row = Math.ceil(n / seatsPerRow);
    const place = n - (row - 1) * seatsPerRow;
    seats.push({
      id: `${blockId}-R${pad(row, 2)}-${pad(n, 4)}`,
      row: `R${pad(row, 2)}`,
      x: 20 + (place - 1) * 20,
      y: 20 + (row - 1) * 26,
    });
  }
  return {
    blockId,
    width: 40 + (seatsPerRow - 1) * 20,
    height: 40 + (rows - 1) * 26,
    seats,
  };
}

function layoutOf(blockId: string): BlockLayout | undefined {
  const stand = standLayouts.find(({ code }) => blockId.startsWith(`${code}-`));
  return stand?.blocks.find(({ letter }) => `${stand.code}-${letter}` === blockId);
}

/** The seats of one of the fixture venue's blocks. */
export function fixtureSeatsOf(blockId: string): ViewerBlockSeats {
  const layout = layoutOf(blockId);
  if (!layout) throw new Error(`No block ${blockId} in the fixture venue`);
  return fixtureBlockSeats(blockId, layout.rows, layout.seatsPerRow);
}

/** Seat id → free, a share `taken` of them taken (the block's own share unless given). */
export function fixtureAvailability(
  blockSeats: ViewerBlockSeats,
  taken = layoutOf(blockSeats.blockId)?.taken ?? 0.3,
): Map<string, boolean> {
  return new Map(
    blockSeats.seats.map(({ id }) => [id, taken < 1 && unitHash(id) >= taken] as const),
  );
}

/** The blocks a general-admission grandstand ticket sells: every block with seats left but the members'. */
export const fixtureSelectableBlocks: ReadonlySet<string> = new Set(
  standLayouts.flatMap(({ code, blocks }) =>
    blocks
      .filter(({ category, taken }) => category !== 'CATMEM' && taken < 1)
      .map(({ letter }) => `${code}-${letter}`),
  ),
);

/** A block of 3,500 seats (50 rows of 70), a third taken: the performance case. */
export const bigBlockSeats: ViewerBlockSeats = fixtureBlockSeats('T12-C', 50, 70);
export const bigBlockAvailability: ReadonlyMap<string, boolean> = fixtureAvailability(
  bigBlockSeats,
  0.33,
);

const categoryOf = (blockId: string): CategoryCode => layoutOf(blockId)?.category ?? 'CAT01';

/** The block's tooltip and name as a picker words it: 'Block T34-A, Category 1 (yellow), 30 seats'. */
export function describeFixtureBlock(locale: Locale = 'fr'): (block: ViewerBlock) => string {
  return (block) => {
    const category = fixtureCategoryNames[categoryOf(block.id)][locale];
    return locale === 'fr'
      ? `Bloc ${block.id}, ${category}, ${block.seatCount} places`
      : `Block ${block.id}, ${category}, ${block.seatCount} seats`;
  };
}

/** A seat's name as a picker words it: 'Block T34-A, row R01, seat 0012, Category 1 (yellow), free'. */
export function describeFixtureSeat(
  locale: Locale,
  availability: ReadonlyMap<string, boolean>,
): (seat: ViewerSeat) => string {
  return (seat) => {
    const blockId = seat.id.slice(0, -`-${seat.row}-0000`.length);
    const category = fixtureCategoryNames[categoryOf(blockId)][locale];
    const free = availability.get(seat.id) === true;
    const label = seat.id.slice(-4);
    return locale === 'fr'
      ? `Bloc ${blockId}, rang ${seat.row}, place ${label}, ${category}, ${free ? 'libre' : 'prise'}`
      : `Block ${blockId}, row ${seat.row}, seat ${label}, ${category}, ${free ? 'free' : 'taken'}`;
  };
}
