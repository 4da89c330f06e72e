import { useLingui } from '@lingui/react';
import type { PerformancePrice } from '@paddock/api-clients/contracts';
import type { StandNames } from '@paddock/cart';
import { useId } from 'react';
import { priceFieldNames } from '../ticket-prices/ticket-prices.js';
import { SeatTitle } from './seat-title.js';
import { fieldStyles } from './stand-fields.js';
import { priceIdOf } from './stands-data.js';
import { seatLabel } from './stands-state.js';
import styles from './stands-modal.module.css';

const texts = {
  priceOf: /*i18n*/ { id: 'stands.price.label', message: 'Price, seat {seat}' },
  choosePrice: /*i18n*/ { id: 'stands.price.choose', message: 'Choose a price' },
};

interface SeatPriceProps {
  seat: string;
  standNames: StandNames;
  ticketId: string;
  prices: readonly PerformancePrice[];
  /** The ticket price id chosen, or ''. */
  value: string;
  labelOf: (price: PerformancePrice) => string;
  onChange: (price: string | null) => void;
}

/** A seat and its price: the fields of a selection (SPEC §3), `ticket_option_price_id` chosen. */
export function SeatPrice({
  seat,
  standNames,
  ticketId,
  prices,
  value,
  labelOf,
  onChange,
}: SeatPriceProps) {
  const { i18n } = useLingui();
  const selectId = useId();
  const label = seatLabel(seat);
  const price = prices.find((each) => priceIdOf(each) === value);
  return (
    <li className={styles.seatPrice}>
      <SeatTitle seat={seat} standNames={standNames} hidden />
      <label htmlFor={selectId} className="pdk-visually-hidden">
        {i18n._(texts.priceOf.id, { seat: label })}
      </label>
      <select
        id={selectId}
        name={priceFieldNames.priceId}
        className={fieldStyles.select}
        value={value}
        required
        onChange={(event) => onChange(event.currentTarget.value || null)}
      >
        <option value="">{i18n._(texts.choosePrice)}</option>
        {prices.map((each) => (
          <option key={priceIdOf(each)} value={priceIdOf(each)}>
            {labelOf(each)}
          </option>
        ))}
      </select>
      <input type="hidden" name={priceFieldNames.ticketId} value={ticketId} />
      <input type="hidden" name="seatIds" value={seat} />
      {price ? <input type="hidden" name={priceFieldNames.price} value={price.price} /> : null}
    </li>
  );
}
