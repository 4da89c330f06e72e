import { useLingui } from '@lingui/react';
import { seatNames, type StandNames } from './seat-name.js';
import styles from './seat-names.module.css';

export interface SeatNamesProps {
  seatIds: readonly string[];
  /** The grandstands' names in the visitor's language, when the venue is at hand. */
  standNames?: StandNames;
  className?: string;
}

/** A cart item's seats as a person reads them (`seatNames`): a line per row. */
export function SeatNames({ seatIds, standNames, className }: SeatNamesProps) {
  const { i18n } = useLingui();
  const names = seatNames(i18n, seatIds, standNames);
  return (
    <span className={className ? `${styles.names} ${className}` : styles.names}>
      {names.map((name) => (
        <span key={name} className={styles.name}>
          {name}
        </span>
      ))}
    </span>
  );
}
