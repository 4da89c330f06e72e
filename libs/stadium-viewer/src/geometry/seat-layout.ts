import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import type { Box } from './camera.js';

/** A row of a block, its seats in the order they sit (left to right). */
export interface SeatRow {
  row: string;
  seats: readonly ViewerSeat[];
}

/** A block's seats arranged for drawing and for moving between them with the arrow keys. */
export interface SeatLayout {
  /** Every seat, row by row from the front (top of the map) to the back. */
  rows: readonly SeatRow[];
  /** The free seats only, row by row: the seats the arrow keys move between. */
  freeRows: readonly (readonly ViewerSeat[])[];
  /** Where each free seat is in `freeRows`. */
  freePosition: ReadonlyMap<string, { row: number; index: number }>;
  /** The index in `rows` of every seat's row. */
  rowOf: ReadonlyMap<string, number>;
  /** How far each row of `rows` reaches up and down, its seats' radius included. */
  rowSpans: readonly { top: number; bottom: number }[];
  /** A seat's radius, from how close the seats sit. */
  radius: number;
  /** What the map shows: the block, with room on its left for the row names. */
  base: Box;
}

export type SeatMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

/** The last 4 characters of a seat id: its label (`T34-A-R01-0012` → `0012`, SPEC §2). */
export const seatLabel = (seatId: string) => seatId.slice(-4);

const byX = (a: ViewerSeat, b: ViewerSeat) => a.x - b.x;

function groupByRow(seats: readonly ViewerSeat[]): SeatRow[] {
  const rows = new Map<string, ViewerSeat[]>();
  for (const seat of seats) {
    const row = rows.get(seat.row);
    if (row) row.push(seat);
    else rows.set(seat.row, [seat]);
  }
  const meanY = (row: readonly ViewerSeat[]) =>
    row.reduce((sum, seat) => sum + seat.y, 0) / row.length;
  return [...rows]
    .map(([row, rowSeats]) => ({ row, seats: rowSeats.sort(byX), y: meanY(rowSeats) }))
    .sort((a, b) => a.y - b.y || a.row.localeCompare(b.row))
    .map(({ row, seats: rowSeats }) => ({ row, seats: rowSeats }));
}

/** Half the usual gap between neighbours of a row, a little less, so seats never touch. */
function radiusOf(block: ViewerBlockSeats, rows: readonly SeatRow[]): number {
  const gaps: number[] = [];
  for (const { seats } of rows) {
    for (let i = 1; i < seats.length; i += 1) {
      const gap = (seats[i]?.x ?? 0) - (seats[i - 1]?.x ?? 0);
      if (gap > 0) gaps.push(gap);
    }
  }
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  return median ? median * 0.42 : Math.min(block.width, block.height) / 40 || 1;
}

/**
 * Lays a block's seats out: rows in their order on the map, each from left to right, and the grid of
 * free seats the arrow keys move through. `isFree` says whether a seat can be chosen.
 */
export function seatLayout(
  block: ViewerBlockSeats,
  isFree: (seatId: string) => boolean,
): SeatLayout {
  const rows = groupByRow(block.seats);
  const freeRows = rows
    .map(({ seats }) => seats.filter((seat) => isFree(seat.id)))
    .filter((seats) => seats.length > 0);
  const freePosition = new Map<string, { row: number; index: number }>();
  freeRows.forEach((seats, row) =>
    seats.forEach((seat, index) => freePosition.set(seat.id, { row, index })),
  );
  const rowOf = new Map<string, number>();
  rows.forEach(({ seats }, index) => seats.forEach((seat) => rowOf.set(seat.id, index)));
  const radius = radiusOf(block, rows);
  const rowSpans = rows.map(({ seats }) => ({
    top: Math.min(...seats.map((seat) => seat.y)) - radius,
    bottom: Math.max(...seats.map((seat) => seat.y)) + radius,
  }));
  const firstX = Math.min(0, ...rows.map(({ seats }) => (seats[0]?.x ?? 0) - radius * 6));
  return {
    rows,
    freeRows,
    freePosition,
    rowOf,
    rowSpans,
    radius,
    base: { x: firstX, y: 0, width: block.width - firstX, height: block.height },
  };
}

/** The first index of `seats` (sorted by x) from which `past(seat.x)` holds, by bisection. */
function firstWhere(seats: readonly ViewerSeat[], past: (x: number) => boolean): number {
  let low = 0;
  let high = seats.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (past(seats[middle]?.x ?? Infinity)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The seats of each row that `area` shows, whole or in part: for each row of `layout.rows`, the
 * indexes `[from, to)` of its seats (`[0, 0)` for a row it misses).
 */
export function seatsInArea(
  layout: SeatLayout,
  area: Box,
): readonly (readonly [from: number, to: number])[] {
  const { rows, rowSpans, radius } = layout;
  return rows.map(({ seats }, index) => {
    const span = rowSpans[index];
    if (!span || span.bottom < area.y || span.top > area.y + area.height) return [0, 0];
    const left = area.x - radius;
    const right = area.x + area.width + radius;
    const from = firstWhere(seats, (x) => x >= left);
    return [
      from,
      Math.max(
        from,
        firstWhere(seats, (x) => x > right),
      ),
    ];
  });
}

/** The seat nearest to `x` in a row. */
function nearest(seats: readonly ViewerSeat[], x: number): ViewerSeat | undefined {
  let best: ViewerSeat | undefined;
  for (const seat of seats) {
    if (!best || Math.abs(seat.x - x) < Math.abs(best.x - x)) best = seat;
  }
  return best;
}

/**
 * The free seat an arrow key moves to from `seatId`: the next one left or right in its row, the
 * nearest one in the row in front (up) or behind (down), the first or last of its row (Home, End).
 * Undefined at an edge: the focus stays where it is.
 */
export function seatAfterMove(
  layout: SeatLayout,
  seatId: string,
  move: SeatMove,
): ViewerSeat | undefined {
  const position = layout.freePosition.get(seatId);
  if (!position) return layout.freeRows[0]?.[0];
  const row = layout.freeRows[position.row] ?? [];
  const seat = row[position.index];
  switch (move) {
    case 'left':
      return row[position.index - 1];
    case 'right':
      return row[position.index + 1];
    case 'home':
      return row[0];
    case 'end':
      return row[row.length - 1];
    case 'up':
    case 'down': {
      const next = layout.freeRows[position.row + (move === 'up' ? -1 : 1)];
      return next && seat ? nearest(next, seat.x) : undefined;
    }
  }
}

/** The arrow keys (and Home, End) the seat map answers. */
export const seatMoveOfKey: Readonly<Record<string, SeatMove>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};
