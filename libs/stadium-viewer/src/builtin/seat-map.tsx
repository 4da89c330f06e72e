import {
  memo,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  seatAfterMove,
  seatLayout,
  seatMoveOfKey,
  type SeatLayout,
} from '../geometry/seat-layout.js';
import { MapCanvas, useCamera } from '../shared/map-canvas.js';
import { MapControls } from '../shared/map-controls.js';
import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import { SeatMark } from './seat-mark.js';
import styles from './seat-map.module.css';

const Seat = memo(SeatMark);

interface SeatRowMarksProps {
  seats: readonly ViewerSeat[];
  labels: readonly string[];
  free: readonly boolean[];
  r: number;
  /** The ids of the row's selected seats, space-separated: a string, so an unchanged row is equal. */
  selected: string;
  /** The map's tabbable seat when it is in this row. */
  tabbable: string | null;
}

/**
 * A row of seats. A selection changes the props of one row, and in it the props of one seat: choosing
 * a seat in a block of 3,500 re-renders that seat, not the block.
 */
const SeatRowMarks = memo(function SeatRowMarks({
  seats,
  labels,
  free,
  r,
  selected,
  tabbable,
}: SeatRowMarksProps) {
  const selectedIds = selected ? new Set(selected.split(' ')) : undefined;
  // A group per row: the browser hit-tests, bounds and repaints a row rather than 3,500 seats.
  return (
    <g>
      {seats.map((seat, index) => (
        <Seat
          key={seat.id}
          seatId={seat.id}
          x={seat.x}
          y={seat.y}
          r={r}
          label={labels[index] ?? seat.id}
          free={free[index] ?? false}
          selected={selectedIds?.has(seat.id) ?? false}
          tabbable={seat.id === tabbable}
        />
      ))}
    </g>
  );
});

/** The seat the map's tab stop is on before the visitor moves it: the first chosen, else the first free. */
function defaultTabbable(layout: SeatLayout, selectedSeats: ReadonlySet<string>): string | null {
  let best: { row: number; index: number; seatId: string } | undefined;
  for (const seatId of selectedSeats) {
    const position = layout.freePosition.get(seatId);
    if (
      position &&
      (!best ||
        position.row < best.row ||
        (position.row === best.row && position.index < best.index))
    ) {
      best = { ...position, seatId };
    }
  }
  return best?.seatId ?? layout.freeRows[0]?.[0]?.id ?? null;
}

const seatIdOf = (event: { target: EventTarget }) =>
  (event.target as Element).closest?.('[data-seat-id]')?.getAttribute('data-seat-id') ?? null;

export interface SeatMapProps {
  blockSeats: ViewerBlockSeats;
  /** The block's category colour, the free seats' fill. */
  colour: string;
  availability: ReadonlyMap<string, boolean>;
  selectedSeats: ReadonlySet<string>;
  /** Called once per seat when the seats or their availability change: keep it stable (useCallback). */
  describeSeat: (seat: ViewerSeat) => string;
  onSeatClick: (seatId: string) => void;
  /** The map's accessible name. */
  label: string;
  /** The seats' group name: 'Seats of block T34-A'. */
  seatsLabel: string;
  /** The id of the keyboard hint that describes the seats' group. */
  hintId?: string;
}

/**
 * The seats of a block on a map: free seats in the block's colour, chosen seats filled and ringed,
 * taken seats white and crossed out. One seat is in the tab order (roving tabindex); the arrow keys
 * move between free seats as they sit (left and right in the row, up and down to the nearest seat of
 * the row in front or behind), Home and End to the ends of the row, Enter or Space choose. One click
 * and one key handler serve every seat, and the seats are memoized by row and by seat.
 */
export function SeatMap({
  blockSeats,
  colour,
  availability,
  selectedSeats,
  describeSeat,
  onSeatClick,
  label,
  seatsLabel,
  hintId,
}: SeatMapProps) {
  const seatsRef = useRef<SVGGElement>(null);
  const layout = useMemo(
    () => seatLayout(blockSeats, (seatId) => availability.get(seatId) === true),
    [blockSeats, availability],
  );
  const { rows, radius: r } = layout;
  const free = useMemo(
    () => rows.map(({ seats }) => seats.map((seat) => availability.get(seat.id) === true)),
    [rows, availability],
  );
  const labels = useMemo(
    () => rows.map(({ seats }) => seats.map(describeSeat)),
    [rows, describeSeat],
  );
  // What does not change with the selection, the focus or the zoom is made once: React skips an
  // element it already has, where a new one would be compared attribute by attribute.
  const underlay = useMemo(
    () => (
      <>
        <rect
          className={styles.block}
          x={0}
          y={0}
          width={blockSeats.width}
          height={blockSeats.height}
        />
        <g aria-hidden="true" className={styles.rowNames} fontSize={r * 1.5}>
          {rows.map(({ row, seats }) => {
            const first = seats[0];
            return first ? (
              <text
                key={row}
                x={first.x - r * 2}
                y={first.y}
                textAnchor="end"
                dominantBaseline="central"
              >
                {row}
              </text>
            ) : null;
          })}
        </g>
      </>
    ),
    [rows, r, blockSeats.width, blockSeats.height],
  );
  const overlay = useMemo(() => {
    const d = r * 0.6;
    const crosses = rows
      .flatMap(({ seats }) => seats)
      .filter((seat) => availability.get(seat.id) !== true)
      .map(({ x, y }) => `M${x - d} ${y - d}L${x + d} ${y + d}M${x + d} ${y - d}L${x - d} ${y + d}`)
      .join('');
    return <path className={styles.crosses} d={crosses} aria-hidden="true" strokeWidth={r * 0.3} />;
  }, [rows, r, availability]);
  const selectedByRow = useMemo(() => {
    const byRow = rows.map(() => '');
    for (const seatId of selectedSeats) {
      const row = layout.rowOf.get(seatId);
      if (row !== undefined) byRow[row] = byRow[row] ? `${byRow[row]} ${seatId}` : seatId;
    }
    return byRow;
  }, [rows, layout, selectedSeats]);

  const [active, setActive] = useState<string | null>(null);
  const tabbable =
    active && layout.freePosition.has(active) ? active : defaultTabbable(layout, selectedSeats);
  const camera = useCamera(layout.base);

  const isFree = (seatId: string | null): seatId is string =>
    seatId !== null && availability.get(seatId) === true;

  const onClick = (event: MouseEvent) => {
    const seatId = seatIdOf(event);
    if (isFree(seatId)) onSeatClick(seatId);
  };
  // A seat focused by a press, or by a screen reader's cursor, becomes the tab stop.
  const onFocus = (event: FocusEvent) => {
    const seatId = seatIdOf(event);
    if (isFree(seatId) && seatId !== tabbable) setActive(seatId);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const seatId = seatIdOf(event);
    if (!isFree(seatId)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSeatClick(seatId);
      return;
    }
    const move = seatMoveOfKey[event.key];
    if (!move) return;
    event.preventDefault();
    const next = seatAfterMove(layout, seatId, move);
    if (!next) return;
    setActive(next.id);
    camera.reveal(next.x, next.y, r * 2);
    const id = next.id.replace(/["\\]/g, '\\$&');
    seatsRef.current?.querySelector<SVGElement>(`[data-seat-id="${id}"]`)?.focus();
  };

  return (
    <>
      <MapControls {...camera.controls} />
      <MapCanvas base={layout.base} viewBox={camera.viewBox} label={label} minTarget={r * 2}>
        {underlay}
        {/* One handler for every seat: it reads the seat's data-seat-id. */}
        <g
          ref={seatsRef}
          role="group"
          aria-label={seatsLabel}
          aria-describedby={hintId}
          style={{ '--seat-colour': colour, '--seat-stroke': `${r * 0.16}px` } as CSSProperties}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {rows.map(({ row, seats }, index) => (
            <SeatRowMarks
              key={row}
              seats={seats}
              labels={labels[index] ?? []}
              free={free[index] ?? []}
              r={r}
              selected={selectedByRow[index] ?? ''}
              tabbable={tabbable && layout.rowOf.get(tabbable) === index ? tabbable : null}
            />
          ))}
        </g>
        {overlay}
      </MapCanvas>
    </>
  );
}
