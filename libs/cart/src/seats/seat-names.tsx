import { useLingui } from '@lingui/react';
import { seatNames, type StandNames } from './seat-name.js';
import styles from './seat-names.module.css';

export interface SeatNamesProps {
  seatIds: readonly string[];
  /** The grandstands' names in the visitor's language, when the venue is at hand. */
  standNames?: StandNames;
  className?: string;
}

/**
 * A cart item's seats as a person reads them (`seatNames`): a line per row. A line wraps only between
 * its parts ('Bloc A · Rang 1 · Place 1'), never inside one, so a narrow column never leaves a number
 * alone at the start of a line.
 */
export function SeatNames({ seatIds, standNames, className }: SeatNamesProps) {
  const { i18n } = useLingui();
  const names = seatNames(i18n, seatIds, standNames);
  return (
    <span className={className ? `${styles.names} ${className}` : styles.names}>
      {names.map((name) => (
        <span key={name} className={styles.name}>
          {unbrokenParts(name)}
        </span>
      ))}
    </span>
  );
}

const separator = ' · ';

/**
 * The spaces inside each part after the grandstand made non-breaking: 'Rang 1' stays whole, while only
 * the separators and a grandstand's (possibly long) name may wrap.
 */
const unbrokenParts = (name: string) =>
  name
    .split(separator)
    .map((part, index) => (index === 0 ? part : part.replace(/ /g, '\u00a0')))
    .join(separator);
