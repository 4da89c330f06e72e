import { useLingui } from '@lingui/react';
import type { StandCategory } from '@paddock/api-clients/contracts';
import { seatPlace, type StandNames } from '@paddock/cart';
import { activeLocale } from '@paddock/i18n';
import { useMemo } from 'react';
import { CategoryName } from './stand-fields.js';
import { standNamesOf, type StandsData } from './stands-data.js';
import { seatLabel } from './stands-state.js';
import styles from './stands-modal.module.css';

/** The grandstands' names in the visitor's language, for the seats' names. */
export function useStandNames(data: StandsData): StandNames {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return useMemo(() => standNamesOf(data.venue, locale), [data.venue, locale]);
}

/** The chosen block's category, with its colour. */
export function ChosenCategory({ category }: { category: StandCategory | undefined }) {
  return category ? (
    <p className={styles.chosen}>
      <CategoryName category={category} />
    </p>
  ) : null;
}

/**
 * A chosen seat as the picker shows it: its label, the last 4 characters of its id (SPEC §2), with
 * where it is beside it (grandstand, block, row), as the cart will name it.
 */
export function SeatTitle({
  seat,
  standNames,
  hidden = false,
}: {
  seat: string;
  standNames: StandNames;
  hidden?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <span className={styles.seatTitle} aria-hidden={hidden || undefined}>
      <span className={styles.seatLabel}>{seatLabel(seat)}</span>
      <span className={styles.seatPlace}>{seatPlace(i18n, seat, standNames)}</span>
    </span>
  );
}
