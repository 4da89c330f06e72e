import styles from './seat-map.module.css';

/** Only primitives, so `memo` can tell a seat whose look did not change. */
export interface SeatMarkProps {
  seatId: string;
  x: number;
  y: number;
  r: number;
  /** The accessible name: `describeSeat(seat)`. */
  label: string;
  free: boolean;
  selected: boolean;
  /** The one seat of the map in the tab order (roving tabindex). */
  tabbable: boolean;
}

/**
 * One seat of the map. A free seat is a toggle button (`aria-pressed`) whose clicks and keys the seat
 * map handles for every seat at once (it reads `data-seat-id`); a taken seat is a disabled button,
 * struck through by the map's crosses, out of the tab order and of the arrow keys' way.
 */
export function SeatMark({ seatId, x, y, r, label, free, selected, tabbable }: SeatMarkProps) {
  if (!free) {
    return (
      <circle
        className={styles.taken}
        cx={x}
        cy={y}
        r={r}
        role="button"
        aria-disabled="true"
        aria-label={label}
      />
    );
  }
  return (
    <circle
      className={selected ? styles.selected : styles.seat}
      data-seat-id={seatId}
      cx={x}
      cy={y}
      r={r}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={selected}
      aria-label={label}
    />
  );
}
