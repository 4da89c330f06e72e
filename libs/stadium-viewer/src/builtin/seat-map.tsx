import { useMemo, type CSSProperties } from 'react';
import { seatLayout } from '../geometry/seat-layout.js';
import { MapCanvas, useCamera } from '../shared/map-canvas.js';
import { MapControls } from '../shared/map-controls.js';
import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import { SeatRowMarks } from './seat-row-marks.js';
import {
  onceBySeat,
  useDrawnSeats,
  useSeatEvents,
  useSelectedByRow,
  useTabStop,
  useUnderlay,
} from './use-seat-map.js';

/**
 * A block of up to this many seats is drawn whole, every seat in the document whatever the view: no
 * more than the map draws in and around its view anyway.
 */
export const drawnWholeUpTo = 400;

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
  const layout = useMemo(
    () => seatLayout(blockSeats, (seatId) => availability.get(seatId) === true),
    [blockSeats, availability],
  );
  const { rows, radius: r } = layout;
  // Each seat's name, asked for once, when the seat is first drawn.
  const labelOf = useMemo(() => onceBySeat(describeSeat), [describeSeat]);
  const underlay = useUnderlay(layout, blockSeats);
  const selectedByRow = useSelectedByRow(layout, selectedSeats);

  const { tabbable, tabbableRow, setActive } = useTabStop(layout, selectedSeats);
  const camera = useCamera(layout.base);
  const drawnWhole = blockSeats.seats.length <= drawnWholeUpTo;
  const { drawnSeats, onShownChange } = useDrawnSeats(layout, camera.viewBox, drawnWhole);
  const { seatsRef, handlers } = useSeatEvents({
    layout,
    availability,
    tabbable,
    setActive,
    onSeatClick,
    camera,
  });

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
          {...handlers}
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
