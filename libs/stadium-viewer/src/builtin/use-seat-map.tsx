/** The seat map's state apart from its markup: what it draws, what is chosen by row, its handlers. */
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { covers, grown, type Box } from '../geometry/camera.js';
import {
  seatAfterMove,
  seatMoveOfKey,
  seatsInArea,
  type SeatLayout,
} from '../geometry/seat-layout.js';
import { shownAtFirst, type CameraControls } from '../shared/map-canvas.js';
import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import styles from './seat-map.module.css';

/**
 * How much is drawn around what the map shows, in shares of its width and height on each side, once
 * the visitor scrolls or zooms past what was drawn: a slow slide finds its seats drawn already.
 */
const drawnAround = 0.25;

/** `describe`, called once per seat id however often it is asked: the same answer is kept. */
export function onceBySeat(describe: (seat: ViewerSeat) => string): (seat: ViewerSeat) => string {
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

/**
 * The seat in the tab order (roving tabindex), and its row: the seat the visitor last moved to while it
 * is free, else the first chosen, else the first free.
 */
export function useTabStop(layout: SeatLayout, selectedSeats: ReadonlySet<string>) {
  const [active, setActive] = useState<string | null>(null);
  const tabbable =
    active && layout.freePosition.has(active) ? active : defaultTabbable(layout, selectedSeats);
  const tabbableRow = tabbable === null ? undefined : layout.rowOf.get(tabbable);
  return { tabbable, tabbableRow, setActive };
}

/**
 * What does not change with the selection, the focus or the zoom is made once: React skips an element
 * it already has, where a new one would be compared attribute by attribute.
 */
export function useUnderlay({ rows, radius: r }: SeatLayout, { width, height }: ViewerBlockSeats) {
  return useMemo(
    () => (
      <>
        <rect className={styles.block} x={0} y={0} width={width} height={height} />
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
    [rows, r, width, height],
  );
}

/** The chosen seats' ids of each row, space-separated (see `SeatRowMarks`). */
export function useSelectedByRow(layout: SeatLayout, selectedSeats: ReadonlySet<string>) {
  const { rows } = layout;
  return useMemo(() => {
    const byRow = rows.map(() => '');
    for (const seatId of selectedSeats) {
      const row = layout.rowOf.get(seatId);
      if (row !== undefined) byRow[row] = byRow[row] ? `${byRow[row]} ${seatId}` : seatId;
    }
    return byRow;
  }, [rows, layout, selectedSeats]);
}

/**
 * The part of the map whose seats are drawn: a small block whole; a large one, what the box shows at
 * most before it is laid out, then what it shows and around, moved only once the view leaves it.
 */
export function useDrawnSeats(layout: SeatLayout, viewBox: Box, drawnWhole: boolean) {
  const [aroundView, setAroundView] = useState<Box>(() => shownAtFirst(viewBox, layout.radius * 2));
  const onShownChange = useCallback(
    (shown: Box) =>
      setAroundView((current) => (covers(current, shown) ? current : grown(shown, drawnAround))),
    [],
  );
  const drawnArea = drawnWhole ? layout.base : aroundView;
  const drawnSeats = useMemo(() => seatsInArea(layout, drawnArea), [layout, drawnArea]);
  return { drawnSeats, onShownChange };
}

interface SeatEventsOptions {
  layout: SeatLayout;
  availability: ReadonlyMap<string, boolean>;
  tabbable: string | null;
  setActive: (seatId: string) => void;
  onSeatClick: (seatId: string) => void;
  camera: CameraControls;
}

/**
 * The one pointer, click, focus and key handler of every seat (each reads its seat's data-seat-id), and
 * the ref of the seats' group they move the focus in.
 */
export function useSeatEvents({
  layout,
  availability,
  tabbable,
  setActive,
  onSeatClick,
  camera,
}: SeatEventsOptions) {
  const seatsRef = useRef<SVGGElement>(null);
  const r = layout.radius;
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
  return { seatsRef, handlers: { onPointerDown, onClick, onKeyDown, onFocus } };
}
