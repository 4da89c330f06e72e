import {
  venue as venueSchema,
  venueBlockSeats as venueBlockSeatsSchema,
  type MapPoint,
  type Venue,
} from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { standCategoriesOf, standLayouts, type StandLayout } from '../seed/catalogue/stands';
import {
  blockMargin,
  blockSeatsOf,
  mapSize,
  rowOf,
  rowPitch,
  seatPitch,
  venueId,
  venueOf,
  venueSites,
} from './venue';

const layouts = Object.values(standLayouts) as StandLayout[];

function theVenue(site = 'auto'): Venue {
  const venue = venueOf(site);
  if (!venue) throw new Error(`no venue for ${site}`);
  return venue;
}

const blocks = () => theVenue().stands.flatMap((stand) => stand.blocks);

/** Twice the signed area: positive when the points turn clockwise on the map (y downwards). */
function signedArea(polygon: MapPoint[]): number {
  return polygon.reduce((sum, [x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % polygon.length] ?? [x, y];
    return sum + x * ny - nx * y;
  }, 0);
}

/** Ray casting: strictly inside (a point on an edge may go either way, so tests use centres). */
function inside([px, py]: MapPoint, polygon: MapPoint[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const centre = (polygon: MapPoint[]): MapPoint => [
  polygon.reduce((sum, [x]) => sum + x, 0) / polygon.length,
  polygon.reduce((sum, [, y]) => sum + y, 0) / polygon.length,
];

/** The distance from a point to a segment. */
function distance([px, py]: MapPoint, [ax, ay]: MapPoint, [bx, by]: MapPoint): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

describe('venueOf', () => {
  it('answers the same circuit for the car and the motorbike sites, nothing for the others', () => {
    expect(venueSites).toEqual(['auto', 'moto']);
    expect(theVenue('moto')).toEqual(theVenue('auto'));
    expect(theVenue().id).toBe(venueId);
    for (const site of ['aco', 'karting', 'classic', 'camions', 'experience', 'companion', '']) {
      expect(venueOf(site), site).toBeUndefined();
    }
  });

  it('is of the contract’s shape, and the same on every call', () => {
    expect(venueSchema.parse(theVenue())).toEqual(theVenue());
    expect(JSON.stringify(theVenue())).toBe(JSON.stringify(venueOf('auto')));
  });

  it('draws the track as a closed loop inside the map', () => {
    const { track, width, height } = theVenue();
    expect({ width, height }).toEqual(mapSize);
    expect(track.length).toBeGreaterThan(20);
    expect(track.at(-1)).toEqual(track[0]);
    for (const [x, y] of track) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(height);
    }
  });

  it('places every grandstand of the seed once, with its names', () => {
    expect(theVenue().stands.map((stand) => stand.code)).toEqual(layouts.map(({ code }) => code));
    for (const stand of theVenue().stands) {
      const layout = layouts.find(({ code }) => code === stand.code);
      expect(stand.localized).toEqual({
        fr: { name: layout?.name.fr },
        en: { name: layout?.name.en },
      });
    }
  });

  it('has every block of every stand layout once, ordered by letter, with its category and seat count', () => {
    const expected = layouts.flatMap((layout) =>
      Object.entries(layout.blocks)
        .flatMap(([categoryCode, list]) =>
          list.map((block) => ({
            id: `${layout.code}-${block.letter}`,
            standCode: layout.code,
            categoryCode,
            seatCount: block.rows * block.seatsPerRow,
          })),
        )
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(blocks().map(({ polygon: _, ...rest }) => rest)).toEqual(expected);
    expect(new Set(blocks().map(({ id }) => id)).size).toBe(blocks().length);
  });

  it('keeps every outline inside the map, and the stands off the track', () => {
    const { stands, track, width, height } = theVenue();
    for (const polygon of stands.flatMap((stand) => [
      stand.polygon,
      ...stand.blocks.map((block) => block.polygon),
    ])) {
      for (const [x, y] of polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(height);
      }
    }
    for (const stand of stands) {
      // No point of the track in a stand, and no stand closer than 20 units to the track's line.
      for (const at of track) expect(inside(at, stand.polygon), stand.code).toBe(false);
      for (const corner of stand.polygon) {
        const nearest = Math.min(
          ...track.slice(1).map((end, i) => distance(corner, track[i] ?? end, end)),
        );
        expect(nearest, stand.code).toBeGreaterThan(20);
      }
    }
    // No two stands overlap.
    for (const stand of stands) {
      for (const other of stands.filter((each) => each !== stand)) {
        for (const block of other.blocks) {
          expect(inside(centre(block.polygon), stand.polygon)).toBe(false);
        }
      }
    }
  });

  it('cuts each stand into adjacent quadrilaterals that tile its outline', () => {
    for (const stand of theVenue().stands) {
      const outline = Math.abs(signedArea(stand.polygon));
      let sum = 0;
      stand.blocks.forEach((block, i) => {
        expect(block.polygon).toHaveLength(4);
        // Turning the same way as its stand, with an area: a real quadrilateral, not a sliver.
        expect(Math.sign(signedArea(block.polygon))).toBe(Math.sign(signedArea(stand.polygon)));
        expect(Math.abs(signedArea(block.polygon))).toBeGreaterThan(1000);
        sum += Math.abs(signedArea(block.polygon));
        expect(inside(centre(block.polygon), stand.polygon), block.id).toBe(true);
        // Its end edge is the next block's start edge.
        const next = stand.blocks[i + 1];
        if (next) {
          expect([next.polygon[0], next.polygon[3]]).toEqual([block.polygon[1], block.polygon[2]]);
        }
        for (const other of stand.blocks.filter((each) => each !== block)) {
          expect(inside(centre(block.polygon), other.polygon)).toBe(false);
        }
      });
      expect(sum).toBeCloseTo(outline, 0);
    }
  });
});

describe('blockSeatsOf', () => {
  const everyBlock = layouts.flatMap((layout) =>
    Object.values(layout.blocks)
      .flat()
      .map((block) => ({ layout, block, id: `${layout.code}-${block.letter}` })),
  );

  it.each(everyBlock)('lays out the seats of $id in rows, inside the block', ({ block, id }) => {
    const answer = blockSeatsOf('auto', id);
    expect(venueBlockSeatsSchema.parse(answer)).toEqual(answer);
    if (!answer) return;
    expect(answer.blockId).toBe(id);
    expect(answer.width).toBe(2 * blockMargin + block.seatsPerRow * seatPitch);
    expect(answer.height).toBe(2 * blockMargin + block.rows * rowPitch);
    expect(answer.seats).toHaveLength(block.rows * block.seatsPerRow);
    for (const seat of answer.seats) {
      expect(seat.row).toBe(seat.id.split('-')[2]);
      expect(seat.x - seatPitch / 2).toBeGreaterThanOrEqual(0);
      expect(seat.x + seatPitch / 2).toBeLessThanOrEqual(answer.width);
      expect(seat.y - rowPitch / 2).toBeGreaterThanOrEqual(0);
      expect(seat.y + rowPitch / 2).toBeLessThanOrEqual(answer.height);
    }
    // One row of seats per row label, top to bottom; no two seats in the same place.
    const rows = [...new Set(answer.seats.map((seat) => seat.row))];
    expect(rows).toHaveLength(block.rows);
    rows.forEach((row, i) => {
      const inRow = answer.seats.filter((seat) => seat.row === row);
      expect(inRow).toHaveLength(block.seatsPerRow);
      expect(new Set(inRow.map((seat) => seat.y))).toEqual(
        new Set([blockMargin + (i + 0.5) * rowPitch]),
      );
    });
    expect(new Set(answer.seats.map((seat) => `${seat.x},${seat.y}`)).size).toBe(
      answer.seats.length,
    );
  });

  it.each(everyBlock)(
    'gives $id the seat ids of that block in the stand categories',
    ({ layout, id }) => {
      const fromCategories = standCategoriesOf('101240201', layout)
        .flatMap((category) => category.blocks)
        .find((block) => block.id === id);
      expect(blockSeatsOf('auto', id)?.seats.map((seat) => seat.id)).toEqual(
        fromCategories?.seats.map((seat) => seat.id),
      );
      expect(blockSeatsOf('moto', id)).toEqual(blockSeatsOf('auto', id));
    },
  );

  it('answers nothing for an unknown block or a site without a venue', () => {
    expect(blockSeatsOf('auto', 'T34-Z')).toBeUndefined();
    expect(blockSeatsOf('auto', 'T34')).toBeUndefined();
    expect(blockSeatsOf('auto', '')).toBeUndefined();
    expect(blockSeatsOf('karting', 'T34-A')).toBeUndefined();
  });

  it('reads the row from a seat id', () => {
    expect(rowOf('T34-A-R01-0012')).toBe('R01');
    expect(() => rowOf('T34-A-0012')).toThrow(/row/);
  });
});
