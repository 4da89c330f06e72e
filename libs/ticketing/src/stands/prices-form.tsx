import { useLingui } from '@lingui/react';
import type { PerformancePrice } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import { Button, formatPrice, Icon, Price } from '@paddock/ui';
import { useId, type Dispatch } from 'react';
import { MemberOnlyAlert } from '../member-only/member-only-alert.js';
import { SeatPrice } from './seat-price.js';
import { ChosenCategory, useStandNames } from './seat-title.js';
import { seatsListText } from './seats-panel.js';
import type { PanelProps } from './stands-picker.js';
import { seatListLayout, type StandsAction } from './stands-state.js';
import { usePricesForm } from './use-prices-form.js';
import styles from './stands-modal.module.css';

const texts = {
  pricesHeading: /*i18n*/ { id: 'stands.prices.heading', message: 'Choose a price for each seat' },
  priceOption: /*i18n*/ { id: 'stands.price.option', message: '{audience}: {price}' },
  total: /*i18n*/ { id: 'stands.prices.total', message: 'Total' },
  editSeats: /*i18n*/ { id: 'stands.prices.editSeats', message: 'Edit seats' },
  add: /*i18n*/ { id: 'stands.prices.add', message: 'Add to cart' },
  needPrices: /*i18n*/ {
    id: 'stands.prices.missing',
    message: 'Choose a price for each seat to add them to your cart.',
  },
};

interface PricesFormProps extends PanelProps {
  block: string;
  onLeave: Dispatch<StandsAction>;
}

/** Step 2: a price per seat among its category's, then the seats to the cart. */
export function PricesForm({ data, state, block, dispatch, onLeave, heading }: PricesFormProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const hintId = useId();
  const problemId = useId();
  const form = usePricesForm(data, state, block);
  const standNames = useStandNames(data);
  const labelOf = (price: PerformancePrice) =>
    i18n._(texts.priceOption.id, {
      audience: inLocale(price.localized, locale).audienceName,
      price: formatPrice(price.price, locale),
    });

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void form.submit(event)}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.pricesHeading)}
      </h3>
      <ChosenCategory category={form.category} />
      <input type="hidden" name="stand.block" value={block} />
      <ul
        className={styles.seats}
        data-layout={seatListLayout(state.seats.length)}
        aria-label={i18n._(seatsListText.id, { count: state.seats.length })}
        aria-describedby={form.memberOnly ? problemId : undefined}
      >
        {state.seats.map((seat) => (
          <SeatPrice
            key={seat}
            seat={seat}
            standNames={standNames}
            ticketId={data.info.productSecutixId}
            prices={form.prices}
            value={state.prices[seat] ?? ''}
            labelOf={labelOf}
            onChange={(price) => {
              form.clearMemberOnly();
              dispatch({ type: 'choosePrice', seat, price });
            }}
          />
        ))}
      </ul>
      <p className={styles.total}>
        <span>{i18n._(texts.total)}</span>
        <Price value={form.total} />
      </p>
      {form.memberOnly ? (
        <MemberOnlyAlert
          id={problemId}
          refusal={form.memberOnly.refusal}
          attempt={form.memberOnly}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="light" onClick={() => onLeave({ type: 'editSeats' })}>
          <Icon name="arrow-left" size={20} />
          {i18n._(texts.editSeats)}
        </Button>
        <Button
          type="submit"
          disabled={!form.ready}
          loading={form.busy}
          aria-describedby={form.ready ? undefined : hintId}
        >
          <Icon name="cart" size={20} />
          {i18n._(texts.add)}
        </Button>
      </div>
      {form.ready ? null : (
        <p id={hintId} className={styles.hint}>
          {i18n._(texts.needPrices)}
        </p>
      )}
    </form>
  );
}
