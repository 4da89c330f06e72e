import { useLingui } from '@lingui/react';
import type { Ticket } from '@paddock/api-clients/contracts';
import { TicketList } from '@paddock/ticketing';
import { useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import type { TicketsGridWithFiltersData } from '@paddock/api-clients/blocks';
import { ChoiceFilter } from '../kit/choice-filter.js';
import styles from './tickets-grid-with-filters.module.css';

const texts = {
  legend: /*i18n*/ { id: 'blocks.ticketsGrid.filter', message: 'Show' },
  all: /*i18n*/ { id: 'blocks.ticketsGrid.all', message: 'Everything' },
  count: /*i18n*/ {
    id: 'blocks.ticketsGrid.count',
    message: '{count, plural, =0 {No tickets} one {# ticket} other {# tickets}}',
  },
};

/** The shop spells accommodation both ways: one filter serves both. */
const kindOf = (ticket: Ticket) => (ticket.type === 'accommodation' ? 'accomodation' : ticket.type);

/**
 * Every ticket of the shop, with a filter by kind (track, hospitality, parking…). Filters without a
 * ticket are left out; the count of what shows is announced as it changes.
 */
export function TicketsGridWithFilters({
  data: { title, filters, tickets },
}: BlockProps<TicketsGridWithFiltersData>) {
  const { i18n } = useLingui();
  const [kind, setKind] = useState('all');
  const offered = filters.filter(({ value }) => tickets.some((ticket) => kindOf(ticket) === value));
  const keep = (ticket: Ticket) => kind === 'all' || kindOf(ticket) === kind;
  const count = tickets.filter(keep).length;
  const choices = [{ value: 'all', label: i18n._(texts.all) }, ...offered];
  return (
    <div className={styles.grid}>
      <h2 className={styles.title}>{title}</h2>
      {offered.length > 1 ? (
        <ChoiceFilter
          legend={i18n._(texts.legend)}
          choices={choices}
          value={kind}
          onChange={setKind}
          classes={{ choice: styles.filter }}
        />
      ) : null}
      <p className={styles.count} role="status">
        {i18n._(texts.count.id, { count })}
      </p>
      <TicketList tickets={tickets} filter={keep} headingLevel={3} />
    </div>
  );
}
