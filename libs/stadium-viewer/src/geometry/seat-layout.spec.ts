import { describe, expect, it } from 'vitest';
import type { ViewerBlockSeats } from '../viewer.js';
import { seatAfterMove, seatLabel, seatLayout, seatsInArea } from './seat-layout.js';

// Three rows; row R02 is offset by half a seat, row R03 is shorter. Taken: R01-0002, R02-0006.
const block: ViewerBlockSeats = {
  blockId: 'T34-A',
  width: 120,
  height: 100,
  seats: [
    // Listed out of order: the layout sorts them.
    { id: 'T34-A-R02-0005', row: 'R02', x: 30, y: 50 },
    { id: 'T34-A-R01-0001', row: 'R01', x: 20, y: 20 },
    { id: 'T34-A-R01-0002', row: 'R01', x: 40, y: 20 },
    { id: 'T34-A-R01-0003', row: 'R01', x: 60, y: 20 },
    { id: 'T34-A-R01-0004', row: 'R01', x: 80, y: 20 },
    { id: 'T34-A-R02-0006', row: 'R02', x: 50, y: 50 },
    { id: 'T34-A-R02-0007', row: 'R02', x: 70, y: 50 },
    { id: 'T34-A-R03-0008', row: 'R03', x: 90, y: 80 },
  ],
};
const taken = new Set(['T34-A-R01-0002', 'T34-A-R02-0006']);
const layout = seatLayout(block, (seatId) => !taken.has(seatId));
const move = (from: string, direction: Parameters<typeof seatAfterMove>[2]) =>
  seatAfterMove(layout, `T34-A-${from}`, direction)?.id.slice('T34-A-'.length);

describe('seatLayout', () => {
  it('orders the rows front to back and each row left to right', () => {
    expect(layout.rows.map(({ row }) => row)).toEqual(['R01', 'R02', 'R03']);
    expect(layout.rows[1]?.seats.map(({ id }) => seatLabel(id))).toEqual(['0005', '0006', '0007']);
  });

  it('keeps the free seats for the arrow keys', () => {
    expect(layout.freeRows.map((row) => row.map(({ id }) => seatLabel(id)))).toEqual([
      ['0001', '0003', '0004'],
      ['0005', '0007'],
      ['0008'],
    ]);
  });

  it('sizes the seats from their spacing and leaves room for the row names', () => {
    expect(layout.radius).toBeCloseTo(8.4);
    expect(layout.base.x).toBeLessThan(0);
    expect(layout.base.x + layout.base.width).toBe(120);
  });

  it('labels a seat with the last 4 characters of its id', () => {
    expect(seatLabel('T34-A-R01-0012')).toBe('0012');
  });
});

describe('seatAfterMove', () => {
  it('moves left and right within the row, over taken seats, and stops at its ends', () => {
    expect(move('R01-0001', 'right')).toBe('R01-0003');
    expect(move('R01-0003', 'left')).toBe('R01-0001');
    expect(move('R01-0001', 'left')).toBeUndefined();
    expect(move('R01-0004', 'right')).toBeUndefined();
  });

  it('moves up and down to the nearest free seat of the row in front or behind', () => {
    expect(move('R01-0003', 'down')).toBe('R02-0007');
    expect(move('R01-0001', 'down')).toBe('R02-0005');
    expect(move('R02-0007', 'down')).toBe('R03-0008');
    expect(move('R03-0008', 'up')).toBe('R02-0007');
    expect(move('R02-0005', 'up')).toBe('R01-0001');
    expect(move('R01-0004', 'up')).toBeUndefined();
    expect(move('R03-0008', 'down')).toBeUndefined();
  });

  it('goes to the ends of the row with Home and End', () => {
    expect(move('R01-0003', 'home')).toBe('R01-0001');
    expect(move('R01-0001', 'end')).toBe('R01-0004');
  });

  it('skips a row with no free seat', () => {
    const allTakenInR02 = seatLayout(block, (seatId) => !seatId.includes('R02'));
    expect(seatAfterMove(allTakenInR02, 'T34-A-R01-0004', 'down')?.id).toBe('T34-A-R03-0008');
  });
});

describe('seatsInArea', () => {
  // Radius 8.4: a seat is in an area that it touches.
  const labels = (area: { x: number; y: number; width: number; height: number }) =>
    seatsInArea(layout, area).map(([from, to], row) =>
      layout.rows[row]?.seats.slice(from, to).map(({ id }) => seatLabel(id)),
    );

  it('gives each row the seats the area touches, none for the rows it misses', () => {
    expect(labels({ x: 35, y: 10, width: 30, height: 45 })).toEqual([
      ['0002', '0003'],
      ['0005', '0006', '0007'],
      [],
    ]);
    expect(seatsInArea(layout, { x: 35, y: 10, width: 30, height: 45 })[2]).toEqual([0, 0]);
  });

  it('counts a seat that reaches into the area by its radius', () => {
    expect(labels({ x: 88, y: 88, width: 20, height: 10 })).toEqual([[], [], ['0008']]);
    expect(labels({ x: 99, y: 89, width: 20, height: 10 })).toEqual([[], [], []]);
  });

  it('gives every seat for the whole block, and none for an area beside it', () => {
    expect(labels(layout.base).flat()).toHaveLength(block.seats.length);
    expect(labels({ x: 200, y: 0, width: 50, height: 100 }).flat()).toEqual([]);
  });
});
