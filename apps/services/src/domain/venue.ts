/**
 * The circuit's top view (`GET venue/{site}`) and the seats of each block (`GET venue/{site}/blocks/{id}`),
 * computed from the seed's stand layouts: nothing is stored, the same layouts always give the same map.
 *
 * The map is 1000 × 640 units, y downwards. The track is a closed polyline: a rounded loop driven
 * clockwise, the pit straight on top, the Grand Virage its bottom-right corner, a chicane on the bottom
 * straight. Each grandstand is a band beside the track (a straight band along a straight, a curved one
 * around a corner) cut across into its blocks, ordered by letter, each as wide as its rows are long:
 * the blocks are quadrilaterals that tile their stand's outline exactly.
 *
 * A block's seats are laid out in its own units: `seatPitch` per seat, `rowPitch` per row, `blockMargin`
 * around them; row R01 on top, seats left to right in the order of their numbers.
 */
import type {
  MapPoint,
  SiteId,
  Venue,
  VenueBlock,
  VenueBlockSeats,
  VenueStand,
} from '@paddock/api-clients/contracts';
import {
  blockOf,
  seatCategoryOrder,
  standLayouts,
  type BlockLayout,
  type StandKey,
  type StandLayout,
} from '../seed/catalogue/stands';
import type { SeatCategoryCode } from '../seed/catalogue/ids';

/** The sites whose events run on the circuit: the car race and the motorbike race share its stands. */
export const venueSites: readonly SiteId[] = ['auto', 'moto'];
export const venueId = 'circuit-des-24-heures';

export const mapSize = { width: 1000, height: 640 } as const;

/** Block units: the distance between two seats of a row, between two rows, and around them. */
export const seatPitch = 24;
export const rowPitch = 28;
export const blockMargin = 12;

/** The track's centre line: a rounded rectangle loop, its corners of `radius`. */
const track = { left: 140, right: 860, top: 150, bottom: 490, radius: 110 };
/** The chicane on the bottom straight: between these x, the track swerves `depth` inwards and back. */
const chicane = { from: 505, to: 435, depth: 22 };
/** From the track's centre line to a stand's front, and from its front to its back. */
const standGap = 24;
const standDepth = 56;

const round = (value: number) => Math.round(value * 10) / 10;
const point = (x: number, y: number): MapPoint => [round(x), round(y)];
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Points of an arc, clockwise on the map (y downwards) from `fromDeg` to `toDeg`, one every 10°. */
function arc(centre: MapPoint, radius: number, fromDeg: number, toDeg: number): MapPoint[] {
  const steps = Math.max(1, Math.round(Math.abs(toDeg - fromDeg) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = radians(fromDeg + ((toDeg - fromDeg) * i) / steps);
    return point(centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle));
  });
}

function trackLine(): MapPoint[] {
  const { left, right, top, bottom, radius } = track;
  const chicanePoints = Array.from({ length: 9 }, (_, i) => {
    const x = chicane.from + ((chicane.to - chicane.from) * i) / 8;
    return point(x, bottom - chicane.depth * Math.sin((Math.PI * i) / 8) ** 2);
  });
  return [
    // From the start of the pit straight, clockwise.
    point(left + radius, top),
    ...arc([right - radius, top + radius], radius, -90, 0),
    ...arc([right - radius, bottom - radius], radius, 0, 90),
    ...chicanePoints,
    ...arc([left + radius, bottom - radius], radius, 90, 180),
    // Back to where the loop started: the line closes on itself.
    ...arc([left + radius, top + radius], radius, 180, 270),
  ];
}

/** Where a grandstand stands: its front edge (`front(t)`, t from 0 to 1) and its back edge. */
interface Band {
  front(t: number): MapPoint;
  back(t: number): MapPoint;
}

/** A straight band, its front from `from` to `to`, its back `towards` further away from the track. */
function straightBand(from: MapPoint, to: MapPoint, towards: MapPoint): Band {
  const along = (t: number) =>
    [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t] as const;
  return {
    front: (t) => point(...along(t)),
    back: (t) => {
      const [x, y] = along(t);
      return point(x + towards[0], y + towards[1]);
    },
  };
}

/** A curved band around a corner's centre, between two radii and two angles (clockwise). */
function arcBand(
  centre: MapPoint,
  radius: number,
  depth: number,
  fromDeg: number,
  toDeg: number,
): Band {
  const at = (t: number, r: number) => {
    const angle = radians(fromDeg + (toDeg - fromDeg) * t);
    return point(centre[0] + r * Math.cos(angle), centre[1] + r * Math.sin(angle));
  };
  return { front: (t) => at(t, radius), back: (t) => at(t, radius + depth) };
}

/** Where each grandstand of the seed stands beside the track. */
const placements: Record<StandKey, Band> = {
  // Around the Grand Virage, the corner from the right-hand straight into the bottom one.
  virage: arcBand(
    [track.right - track.radius, track.bottom - track.radius],
    track.radius + standGap,
    standDepth,
    -5,
    95,
  ),
  // Along the pit straight, outside the loop.
  pits: straightBand([330, track.top - standGap], [670, track.top - standGap], [0, -standDepth]),
  // Below the bottom straight, facing the chicane.
  chicane: straightBand(
    [340, track.bottom + standGap],
    [600, track.bottom + standGap],
    [0, standDepth],
  ),
};

interface PlacedBlock {
  id: string;
  categoryCode: SeatCategoryCode;
  layout: BlockLayout;
}

/** The blocks of a stand layout, every category together, ordered by letter. */
function blocksOf(stand: StandLayout): PlacedBlock[] {
  return seatCategoryOrder
    .flatMap((categoryCode) =>
      stand.blocks[categoryCode].map((layout) => ({
        id: `${stand.code}-${layout.letter}`,
        categoryCode,
        layout,
      })),
    )
    .sort((a, b) => a.layout.letter.localeCompare(b.layout.letter));
}

/** An outline without the points that lie on a straight edge (the cuts of a straight band). */
function withoutCollinear(polygon: MapPoint[]): MapPoint[] {
  return polygon.filter((at, i) => {
    const before = polygon[(i + polygon.length - 1) % polygon.length] ?? at;
    const after = polygon[(i + 1) % polygon.length] ?? at;
    const cross =
      (at[0] - before[0]) * (after[1] - at[1]) - (at[1] - before[1]) * (after[0] - at[0]);
    return Math.abs(cross) > 1e-6;
  });
}

function placeStand(stand: StandLayout, band: Band): VenueStand {
  const blocks = blocksOf(stand);
  // Each block as wide as its rows are long: cut the band where the running seat-width totals fall.
  const total = blocks.reduce((sum, block) => sum + block.layout.seatsPerRow, 0);
  const cuts = [0];
  let running = 0;
  for (const block of blocks) {
    running += block.layout.seatsPerRow;
    cuts.push(total === 0 ? 1 : running / total);
  }
  const edges = cuts.map((t) => ({ front: band.front(t), back: band.back(t) }));
  return {
    code: stand.code,
    localized: { fr: { name: stand.name.fr }, en: { name: stand.name.en } },
    polygon: withoutCollinear([
      ...edges.map(({ front }) => front),
      ...edges.map(({ back }) => back).reverse(),
    ]),
    blocks: blocks.map(({ id, categoryCode, layout }, i): VenueBlock => {
      const [start, end] = [edges[i], edges[i + 1]];
      if (!start || !end) throw new Error(`Block ${id} has no edges`);
      return {
        id,
        standCode: stand.code,
        categoryCode,
        // Front, along the front, back, along the back: the next block starts on this one's end edge.
        polygon: [start.front, end.front, end.back, start.back],
        seatCount: layout.rows * layout.seatsPerRow,
      };
    }),
  };
}

/** The row of a seat, from its id: `T34-A-R01-0012` is in row `R01`. */
export function rowOf(seatId: string): string {
  const row = /-(R\d+)-\d+$/.exec(seatId)?.[1];
  if (!row) throw new Error(`Seat ${seatId} has no row in its id`);
  return row;
}

const hasVenue = (site: string) => (venueSites as readonly string[]).includes(site);

/** The top view of a site's circuit, or `undefined` for a site without one. */
export function venueOf(site: string): Venue | undefined {
  if (!hasVenue(site)) return undefined;
  return {
    id: venueId,
    width: mapSize.width,
    height: mapSize.height,
    track: trackLine(),
    stands: (Object.keys(standLayouts) as StandKey[]).map((key) =>
      placeStand(standLayouts[key], placements[key]),
    ),
  };
}

/** The seats of a block of a site's circuit, or `undefined` for an unknown site or block. */
export function blockSeatsOf(site: string, blockId: string): VenueBlockSeats | undefined {
  if (!hasVenue(site)) return undefined;
  for (const stand of Object.values(standLayouts) as StandLayout[]) {
    const found = blocksOf(stand).find((block) => block.id === blockId);
    if (!found) continue;
    const { rows, seatsPerRow } = found.layout;
    // The seed's own seat ids (`T34-A-R01-0012`): numbered through the block, row after row.
    const seats = blockOf(stand, found.layout).seats.map(({ id }, index) => ({
      id,
      row: rowOf(id),
      x: blockMargin + ((index % seatsPerRow) + 0.5) * seatPitch,
      y: blockMargin + (Math.floor(index / seatsPerRow) + 0.5) * rowPitch,
    }));
    return {
      blockId,
      width: 2 * blockMargin + seatsPerRow * seatPitch,
      height: 2 * blockMargin + rows * rowPitch,
      seats,
    };
  }
  return undefined;
}
