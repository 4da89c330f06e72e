import { useLingui } from '@lingui/react';
import type { Ticket, TicketPrice } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale, type Locale } from '@paddock/i18n';
import { Price } from '@paddock/ui';
import { useId } from 'react';
import type { Quantities } from '../ticket-offer/groups.js';
import { isSoldOut, quantityOptions, visiblePrices } from './visible-prices.js';
import styles from './ticket-prices.module.css';

const texts = {
  legend: /*i18n*/ { id: 'ticket.prices.legend', message: 'Prices' },
  quantity: /*i18n*/ { id: 'ticket.prices.quantity', message: 'Quantity, {label}' },
  soldOut: /*i18n*/ { id: 'ticket.prices.soldOut', message: 'Sold out' },
  from: /*i18n*/ { id: 'ticket.prices.from', message: 'From' },
  noneLeft: /*i18n*/ {
    id: 'ticket.prices.noneLeft',
    message: 'No more tickets of this kind are on sale.',
  },
};

/** The form field names of a selection (SPEC §3). */
export const priceFieldNames = {
  quantity: (priceCode: string) => `category.${priceCode}.quantity`,
  priceId: 'ticket_option_price_id',
  ticketId: 'ticket_option_id',
  price: 'price',
} as const;

interface VisibleOptions {
  /** Also lists the prices with nothing left, marked sold out. */
  showAll?: boolean | undefined;
  /** Ids of the prices shown already: they stay, marked sold out when nothing is left of them. */
  shown?: ReadonlySet<string> | undefined;
  /** Lists only the prices of this audience. */
  audienceCode?: string | undefined;
}

type ListMode =
  | {
      /** Prices to read, without quantities: seated tickets, whose seats are chosen on the stand map. */
      readOnly: true;
      quantities?: never;
      onQuantityChange?: never;
    }
  | {
      readOnly?: false;
      /** The selectors wait (the page has not hydrated yet, say). */
      disabled?: boolean | undefined;
      /** The quantity chosen of each price, by ticket price id (0 when absent). */
      quantities: Quantities;
      onQuantityChange: (priceId: string, quantity: number) => void;
    };

export type TicketPricesProps = VisibleOptions &
  ListMode & {
    ticket: Ticket;
    /** Describes the list, e.g. a message about the choice. */
    'aria-describedby'?: string | undefined;
  };

/**
 * The prices of a ticket (SPEC §2, §5), cheapest first: per price its label, its amount and a quantity
 * from 0 to `maxQty`, with the hidden fields of a selection (SPEC §3), so it is a form part. Read-only,
 * it shows each audience's lowest price, 'from'. A sold-out line keeps its size: its mark takes the
 * place of the quantity (read-only, of the amount).
 */
export function TicketPrices(props: TicketPricesProps) {
  return <PricesList {...props} prices={visiblePrices(props.ticket.prices, props)} />;
}

export type PricesListProps = ListMode & {
  ticket: Ticket;
  /** The prices the visitor sees (`visiblePrices` of the ticket's), made once by the offer. */
  prices: readonly TicketPrice[];
  'aria-describedby'?: string | undefined;
};

/** `TicketPrices` of prices made visible already (an offer that needs them too makes them once). */
export function PricesList(props: PricesListProps) {
  const { ticket, prices } = props;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);

  if (prices.length === 0) {
    return <p className={styles.noneLeft}>{i18n._(texts.noneLeft)}</p>;
  }
  if (props.readOnly) {
    return (
      <ul className={styles.list} aria-label={i18n._(texts.legend)}>
        {lowestByLabel(prices, locale).map(({ label, price, soldOut }) => (
          <li key={label} className={styles.line}>
            <span className={styles.label}>{label}</span>
            <span className={soldOut ? `${styles.amount} ${styles.replaced}` : styles.amount}>
              <span className={styles.from}>{i18n._(texts.from)}</span> <Price value={price} />
            </span>
            {soldOut ? <SoldOut className={styles.soldOutAmount} /> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={props['aria-describedby']}>
      <legend className="pdk-visually-hidden">{i18n._(texts.legend)}</legend>
      <ul className={styles.list}>
        {prices.map((price) => (
          <PriceLine
            key={price.id}
            ticket={ticket}
            price={price}
            locale={locale}
            quantity={props.quantities[price.id] ?? 0}
            disabled={props.disabled ?? false}
            onQuantityChange={props.onQuantityChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}

interface PriceLineProps {
  ticket: Ticket;
  price: TicketPrice;
  locale: Locale;
  quantity: number;
  onQuantityChange: (priceId: string, quantity: number) => void;
  disabled: boolean;
}

function PriceLine({
  ticket,
  price,
  locale,
  quantity,
  disabled,
  onQuantityChange,
}: PriceLineProps) {
  const { i18n } = useLingui();
  const selectId = useId();
  const label = inLocale(price.localized, locale).label;
  const soldOut = isSoldOut(price);
  return (
    <li className={styles.line}>
      <span className={styles.label}>{label}</span>
      <Price value={price.price} className={styles.amount} />
      <label htmlFor={selectId} className="pdk-visually-hidden">
        {i18n._(texts.quantity.id, { label })}
      </label>
      <select
        id={selectId}
        className={soldOut ? `${styles.quantity} ${styles.replaced}` : styles.quantity}
        name={priceFieldNames.quantity(price.code)}
        value={soldOut ? 0 : quantity}
        disabled={soldOut || disabled}
        onChange={(event) => onQuantityChange(price.id, Number(event.currentTarget.value))}
      >
        {quantityOptions(price.maxQty).map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
      {/* A sold-out line sends nothing. */}
      <input type="hidden" name={priceFieldNames.priceId} value={price.id} disabled={soldOut} />
      <input
        type="hidden"
        name={priceFieldNames.ticketId}
        value={ticket.secutixId}
        disabled={soldOut}
      />
      <input type="hidden" name={priceFieldNames.price} value={price.price} disabled={soldOut} />
      {soldOut ? <SoldOut className={styles.soldOutQuantity} /> : null}
    </li>
  );
}

/** The sold-out mark, in the cell of what it replaces (`className`). */
function SoldOut({ className }: { className: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <span className={[styles.soldOut, className].filter(Boolean).join(' ')}>
      {i18n._(texts.soldOut)}
    </span>
  );
}

/**
 * One line per audience label with its lowest price that is left (the lowest of all when none is);
 * sold out when every price of it is.
 */
function lowestByLabel(prices: readonly TicketPrice[], locale: Locale) {
  const lines = new Map<string, { label: string; price: number; soldOut: boolean }>();
  // `prices` is sorted cheapest first: the first price of a label is its lowest.
  for (const price of prices) {
    const label = inLocale(price.localized, locale).label;
    const line = lines.get(label);
    if (!line) lines.set(label, { label, price: price.price, soldOut: isSoldOut(price) });
    else if (line.soldOut && !isSoldOut(price)) {
      line.price = price.price;
      line.soldOut = false;
    }
  }
  return [...lines.values()];
}
