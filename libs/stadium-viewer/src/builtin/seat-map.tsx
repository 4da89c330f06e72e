import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { covers, grown, type Box } from '../geometry/camera.js';
import {
  seatAfterMove,
  seatLayout,
  seatMoveOfKey,
  seatsInArea,
  type SeatLayout,
} from '../geometry/seat-layout.js';
import { MapCanvas, shownAtFirst, useCamera } from '../shared/map-canvas.js';
import { MapControls } from '../shared/map-controls.js';
import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import { SeatMark } from './seat-mark.js';
import styles from './seat-map.module.css';

const Seat = memo(SeatMark);

/**
 * How much is drawn around what the map shows, in shares of its width and height on each side, once
 * the visitor scrolls or zooms past what was drawn: a slow slide finds its seats drawn already.
 */
const drawnAround = 0.25;

/**
 * A block of up to this many seats is drawn whole, every seat in the document whatever the view: no
 * more than the map draws in and around its view anyway.
 */
export const drawnWholeUpTo = 400;

interface SeatRowMarksProps {
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
const SeatRowMarks = memo(function SeatRowMarks({
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

/** `describe`, called once per seat id however often it is asked: the same answer is kept. */
function onceBySeat(describe: (seat: ViewerSeat) => string): (seat: ViewerSeat) => string {
  const described = new Map<string, string>();
  return (seat) => {
    const known = described.get(seat.id);
    if (known !== undefined) return known;
    const text = describe(seat);
    described.set(seat.id, text);
    return text;
  };
}

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
  /** Called once per seat drawn, when the seats or their availability change: keep it stable (useCallback). */
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
 *
 * Seats at a finger's size make a large block's map many screens large: above `drawnWholeUpTo` seats,
 * only those in and around what the map's box shows are in the document (with the tab stop and the
 * chosen seats), so a block of 3,500 draws the few hundred in view in one frame, and a scroll, zoom
 * or pan draws the others in the frame that shows them.
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
  // Each seat's name, asked for once, when the seat is first drawn.
  const labelOf = useMemo(() => onceBySeat(describeSeat), [describeSeat]);
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
  const tabbableRow = tabbable === null ? undefined : layout.rowOf.get(tabbable);
  const camera = useCamera(layout.base);

  // The part of the map whose seats are drawn: a small block whole; a large one, what the box shows at
  // most before it is laid out, then what it shows and around, moved only once the view leaves it.
  const drawnWhole = blockSeats.seats.length <= drawnWholeUpTo;
  const [aroundView, setAroundView] = useState<Box>(() => shownAtFirst(camera.viewBox, r * 2));
  const onShownChange = useCallback(
    (shown: Box) =>
      setAroundView((current) => (covers(current, shown) ? current : grown(shown, drawnAround))),
    [],
  );
  const drawnArea = drawnWhole ? layout.base : aroundView;
  const drawnSeats = useMemo(() => seatsInArea(layout, drawnArea), [layout, drawnArea]);

  const isFree = (seatId: string | null): seatId is string =>
    seatId !== null && availability.get(seatId) === true;

  // A press focuses its seat before the click: the click moves the tab stop there with the choice, in
  // one render, rather than the focus in a render of its own first.
  const pressed = useRef<string | null>(null);
  const onPointerDown = (event: { target: EventTarget }) => {
    pressed.current = seatIdOf(event);
  };
  const onClick = (event: MouseEvent) => {
    const seatId = seatIdOf(event);
    if (!isFree(seatId)) return;
    setActive(seatId);
    onSeatClick(seatId);
  };
  // A seat focused by the keyboard, or by a screen reader's cursor, becomes the tab stop.
  const onFocus = (event: FocusEvent) => {
    const seatId = seatIdOf(event);
    if (seatId !== null && seatId === pressed.current) {
      pressed.current = null;
      return;
    }
    if (isFree(seatId) && seatId !== tabbable) setActive(seatId);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    pressed.current = null;
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
    // The seat moved to is drawn (the tab stop always is) before it takes the focus.
    flushSync(() => {
      setActive(next.id);
      camera.reveal(next.x, next.y, r * 2);
    });
    const id = next.id.replace(/["\\]/g, '\\$&');
    seatsRef.current?.querySelector<SVGElement>(`[data-seat-id="${id}"]`)?.focus();
  };

  return (
    <>
      <MapControls {...camera.controls} />
      <MapCanvas
        base={layout.base}
        viewBox={camera.viewBox}
        label={label}
        minTarget={r * 2}
        {...(drawnWhole ? {} : { onShownChange })}
      >
        {underlay}
        {/* One handler for every seat: it reads the seat's data-seat-id. */}
        <g
          ref={seatsRef}
          role="group"
          aria-label={seatsLabel}
          aria-describedby={hintId}
          style={{ '--seat-colour': colour, '--seat-stroke': `${r * 0.16}px` } as CSSProperties}
          onPointerDown={onPointerDown}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {rows.map(({ row, seats }, index) => {
            const [from = 0, to = 0] = drawnSeats[index] ?? [];
            const rowTabbable = tabbableRow === index ? tabbable : null;
            const rowSelected = selectedByRow[index] ?? '';
            return from < to || rowTabbable || rowSelected ? (
              <SeatRowMarks
                key={row}
                seats={seats}
                from={from}
                to={to}
                availability={availability}
                labelOf={labelOf}
                r={r}
                selected={rowSelected}
                tabbable={rowTabbable}
              />
            ) : null;
          })}
        </g>
      </MapCanvas>
    </>
  );
}
