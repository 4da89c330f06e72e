import { useLingui } from '@lingui/react';
import { Button, Icon, iconButtonClassName } from '@paddock/ui';
import { useId, type Dispatch } from 'react';
import { SeatTitle, ChosenCategory, useStandNames } from './seat-title.js';
import { categoryOfBlock } from './stands-data.js';
import type { PanelProps } from './stands-picker.js';
import { seatLabel, seatListLayout, type StandsAction } from './stands-state.js';
import { standTexts } from './stands-texts.js';
import styles from './stands-modal.module.css';

const texts = {
  retry: standTexts.retry,
  seatsHeading: /*i18n*/ { id: 'stands.seats.heading', message: 'Seats in block {block}' },
  seatsHint: /*i18n*/ {
    id: 'stands.seats.hint',
    message: 'Choose free seats on the map; choose a chosen seat again to give it up.',
  },
  otherBlock: /*i18n*/ { id: 'stands.seats.otherBlock', message: 'Choose another block' },
  seatsList: /*i18n*/ {
    id: 'stands.seats.list',
    message: '{count, plural, one {Your seat} other {Your # seats}}',
  },
  noSeat: /*i18n*/ { id: 'stands.seats.none', message: 'No seat chosen yet.' },
  removeSeat: /*i18n*/ { id: 'stands.seat.remove', message: 'Give up seat {seat}' },
  seatsLoadFailed: /*i18n*/ {
    id: 'stands.seats.loadFailed',
    message: 'The seats of this block could not be loaded.',
  },
  choosePrices: /*i18n*/ { id: 'stands.seats.next', message: 'Choose the prices' },
  needSeat: /*i18n*/ {
    id: 'stands.seats.needSeat',
    message: 'Choose at least one seat to go on.',
  },
};

/** The list's heading texts, shared with the prices step. */
export const seatsListText = texts.seatsList;

interface SeatsPanelProps extends PanelProps {
  block: string;
  seatsFailed: boolean;
  onRetry: () => void;
  onLeave: Dispatch<StandsAction>;
}

/** The seats chosen, each with a button to give it up. */
function ChosenSeats({ data, state, dispatch }: Pick<PanelProps, 'data' | 'state' | 'dispatch'>) {
  const { i18n } = useLingui();
  const standNames = useStandNames(data);
  const count = state.seats.length;
  if (count === 0) return <p className={styles.none}>{i18n._(texts.noSeat)}</p>;
  return (
    <ul
      className={styles.seats}
      data-layout={seatListLayout(count)}
      aria-label={i18n._(texts.seatsList.id, { count })}
    >
      {state.seats.map((seat) => (
        <li key={seat} className={styles.seat}>
          <SeatTitle seat={seat} standNames={standNames} />
          <button
            type="button"
            className={`${iconButtonClassName} ${styles.remove}`}
            aria-label={i18n._(texts.removeSeat.id, { seat: seatLabel(seat) })}
            onClick={() => dispatch({ type: 'toggleSeat', seat })}
          >
            <Icon name="close" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Step 1: the seats chosen on the map, each can be given up, and on to the prices. */
export function SeatsPanel({
  data,
  state,
  block,
  seatsFailed,
  onRetry,
  dispatch,
  onLeave,
  heading,
}: SeatsPanelProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const count = state.seats.length;
  return (
    <div className={styles.form}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.seatsHeading.id, { block })}
      </h3>
      <ChosenCategory category={categoryOfBlock(data.categories, block)} />
      <p className={styles.hint}>{i18n._(texts.seatsHint)}</p>
      {seatsFailed ? (
        <div className={styles.failed}>
          <p role="alert">{i18n._(texts.seatsLoadFailed)}</p>
          <Button variant="light" size="small" onClick={onRetry}>
            {i18n._(texts.retry)}
          </Button>
        </div>
      ) : null}
      <ChosenSeats data={data} state={state} dispatch={dispatch} />
      <div className={styles.actions}>
        <Button variant="light" onClick={() => onLeave({ type: 'clearBlock' })}>
          <Icon name="arrow-left" size={20} />
          {i18n._(texts.otherBlock)}
        </Button>
        <Button
          disabled={count === 0}
          aria-describedby={count === 0 ? hintId : undefined}
          onClick={() => onLeave({ type: 'showPrices' })}
        >
          {i18n._(texts.choosePrices)}
          <Icon name="arrow-right" size={20} />
        </Button>
      </div>
      {count === 0 ? (
        <p id={hintId} className={styles.hint}>
          {i18n._(texts.needSeat)}
        </p>
      ) : null}
    </div>
  );
}
