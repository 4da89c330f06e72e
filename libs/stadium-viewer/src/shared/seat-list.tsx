import { useLingui } from '@lingui/react';
import { memo, useMemo } from 'react';
import { seatLayout, seatLabel } from '../geometry/seat-layout.js';
import type { ViewerBlockSeats, ViewerSeat } from '../viewer.js';
import { sharedTexts } from './texts.js';
import { useStableCallback } from './use-stable-callback.js';
import styles from './seat-list.module.css';

export interface SeatListProps {
  blockSeats: ViewerBlockSeats;
  availability: ReadonlyMap<string, boolean>;
  selectedSeats: ReadonlySet<string>;
  describeSeat: (seat: ViewerSeat) => string;
  onSeatClick: (seatId: string) => void;
}

interface SeatCheckboxProps {
  seatId: string;
  label: string;
  free: boolean;
  selected: boolean;
  onToggle: (seatId: string) => void;
}

/** One seat: primitive props and a stable `onToggle`, so a selection re-renders only its seat. */
const SeatCheckbox = memo(function SeatCheckbox({
  seatId,
  label,
  free,
  selected,
  onToggle,
}: SeatCheckboxProps) {
  return (
    <li>
      <label className={styles.seat}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={free && selected}
          disabled={!free}
          aria-label={label}
          onChange={() => onToggle(seatId)}
        />
        <span className={styles.text}>{seatLabel(seatId)}</span>
      </label>
    </li>
  );
});

/**
 * A block's seats without the map: row by row, a checkbox per seat named as `describeSeat` says, the
 * taken ones disabled. Tab and Space, or a screen reader's own list and form navigation, choose them.
 */
export function SeatList({
  blockSeats,
  availability,
  selectedSeats,
  describeSeat,
  onSeatClick,
}: SeatListProps) {
  const { i18n } = useLingui();
  const onToggle = useStableCallback(onSeatClick);
  const { rows, freeRows } = useMemo(
    () => seatLayout(blockSeats, (seatId) => availability.get(seatId) === true),
    [blockSeats, availability],
  );
  return (
    <div className={styles.rows}>
      {freeRows.length === 0 ? (
        <p className={styles.empty}>{i18n._(sharedTexts.noFreeSeat)}</p>
      ) : null}
      {rows.map(({ row, seats }) => (
        <fieldset key={row} className={styles.row}>
          <legend className={styles.legend}>{i18n._(sharedTexts.row.id, { row })}</legend>
          <ul className={styles.seats}>
            {seats.map((seat) => (
              <SeatCheckbox
                key={seat.id}
                seatId={seat.id}
                label={describeSeat(seat)}
                free={availability.get(seat.id) === true}
                selected={selectedSeats.has(seat.id)}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
