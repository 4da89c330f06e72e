import type { Ticket } from '@paddock/api-clients/contracts';
import { Icon, Price } from '@paddock/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import type { TicketsComparatorData } from '@paddock/api-clients/blocks';
import styles from './tickets-comparator.module.css';
import { activeLocale, inLocale } from '@paddock/i18n';

const texts = {
  caption: /*i18n*/ {
    id: 'blocks.tickets-comparator.caption',
    message: 'What each ticket includes',
  },
  included: /*i18n*/ { id: 'blocks.tickets-comparator.included', message: 'Included' },
  notIncluded: /*i18n*/ { id: 'blocks.tickets-comparator.notIncluded', message: 'Not included' },
  from: /*i18n*/ { id: 'blocks.tickets-comparator.from', message: 'Price from' },
  scroll: /*i18n*/ {
    id: 'blocks.tickets-comparator.scroll',
    message: 'Scroll sideways to see every ticket.',
  },
};

/** The lowest price of a ticket that is on sale, or none. */
function lowestPrice(ticket: Ticket | undefined): number | undefined {
  const prices = (ticket?.prices ?? []).filter((price) => !price.hidden).map((p) => p.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

interface Head {
  id: string;
  name: string;
  price: number | undefined;
}

/** The table's foot: the lowest price of each ticket. */
function PricesFoot({ heads }: { heads: readonly Head[] }) {
  const { i18n } = useLingui();
  return (
    <tfoot>
      <tr>
        <th scope="row" className={styles.rowHead}>
          {i18n._(texts.from)}
        </th>
        {heads.map((head) => (
          <td key={head.id} className={`${styles.cell} ${styles.price}`}>
            {head.price === undefined ? '—' : <Price value={head.price} />}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/**
 * A table comparing tickets: a column per ticket, a row per feature, a tick or a cross in each cell
 * (said in words to screen readers), and the lowest price of each ticket when the catalogue is
 * attached. On phones the table scrolls sideways in a labelled, focusable region.
 */
export function TicketsComparator({
  data: { title, text, ticketSecutixIds, columns, rows, tickets },
}: BlockProps<TicketsComparatorData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const locale = activeLocale(i18n);
  const byId = new Map((tickets ?? []).map((ticket) => [ticket.secutixId, ticket]));
  const heads = ticketSecutixIds.map((id, index) => {
    const ticket = byId.get(id);
    const name = ticket ? inLocale(ticket.displayName, locale) : (columns?.[index] ?? id);
    return { id, name, price: lowestPrice(ticket) };
  });
  const withPrices = heads.some((head) => head.price !== undefined);
  return (
    <div className={styles.comparator}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      <p id={hintId} className={styles.hint}>
        {i18n._(texts.scroll)}
      </p>
      {/* Focusable so keyboards can scroll it; named by the block's title. */}
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        // It holds nothing focusable: keyboards reach it to scroll (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="pdk-visually-hidden">{i18n._(texts.caption)}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {heads.map((head) => (
                <th key={head.id} scope="col" className={styles.columnHead}>
                  {head.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={heads[index]?.id ?? index} className={styles.cell}>
                    {value ? (
                      <Icon name="plus" label={i18n._(texts.included)} className={styles.yes} />
                    ) : (
                      <Icon name="minus" label={i18n._(texts.notIncluded)} className={styles.no} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {withPrices ? <PricesFoot heads={heads} /> : null}
        </table>
      </div>
    </div>
  );
}
