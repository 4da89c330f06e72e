import { memo, useMemo } from 'react';
import type { ViewerSeat } from '../viewer.js';
import { SeatMark } from './seat-mark.js';
import styles from './seat-map.module.css';

const Seat = memo(SeatMark);

export interface SeatRowMarksProps {
  seats: readonly ViewerSeat[];
  /** The seats drawn: `seats[from]` to `seats[to - 1]`, those in and around the view. */
  from: number;
  to: number;
  availability: ReadonlyMap<string, boolean>;
  labelOf: (seat: ViewerSeat) => string;
  r: number;
  /**
   * The ids of the row's selected seats, space-separated: a string, so an unchanged row is equal.
   * They are drawn even out of view: a screen reader finds the seats chosen on the map.
   */
  selected: string;
  /** The map's tabbable seat when it is in this row: drawn even out of view, for Tab to reach. */
  tabbable: string | null;
}

/**
 * A row of seats, those in and around the view. A selection changes the props of one row, and in it
 * the props of one seat: choosing a seat in a block of 3,500 re-renders that seat, not the block.
 */
export const SeatRowMarks = memo(function SeatRowMarks({
  seats,
  from,
  to,
  availability,
  labelOf,
  r,
  selected,
  tabbable,
}: SeatRowMarksProps) {
  const selectedIds = selected ? new Set(selected.split(' ')) : undefined;
  const drawn = useMemo(() => seats.slice(from, to), [seats, from, to]);
  // The tab stop and the chosen seats are drawn out of view too, each in its place in the row: one
  // list, so that a seat whose row scrolls out of view while it has the focus stays the same element.
  const kept = (seat: ViewerSeat) => seat.id === tabbable || selectedIds?.has(seat.id) === true;
  const marked =
    tabbable === null && selectedIds === undefined
      ? drawn
      : [...seats.slice(0, from).filter(kept), ...drawn, ...seats.slice(to).filter(kept)];
  // The taken seats' crosses, one path for the row: over the seats, so they do not rest on colour alone.
  const crosses = useMemo(() => {
    const d = r * 0.6;
    return drawn
      .filter((seat) => availability.get(seat.id) !== true)
      .map(({ x, y }) => `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}`)
      .join('');
  }, [drawn, availability, r]);
  // A group per row: the browser hit-tests, bounds and repaints a row rather than every seat.
  return (
    <g>
      {marked.map((seat) => (
        <Seat
          key={seat.id}
          seatId={seat.id}
          x={seat.x}
          y={seat.y}
          r={r}
          label={labelOf(seat)}
          free={availability.get(seat.id) === true}
          selected={selectedIds?.has(seat.id) ?? false}
          tabbable={seat.id === tabbable}
        />
      ))}
      {crosses ? (
        <path className={styles.crosses} d={crosses} aria-hidden="true" strokeWidth={r * 0.3} />
      ) : null}
    </g>
  );
});
