import { useLingui } from '@lingui/react';
import type { Ticket } from '@paddock/api-clients/contracts';
import { FirstScreen } from '@paddock/ui';
import { useContext, useId } from 'react';
import { useAvailability } from '../availability/use-availability.js';
import { TicketOffer } from '../ticket-offer/ticket-offer.js';
import styles from './ticket-list.module.css';

const texts = {
  empty: /*i18n*/ { id: 'tickets.list.empty', message: 'No tickets are on sale at the moment.' },
};

export interface TicketListProps {
  tickets: readonly Ticket[];
  /** Also lists the prices with nothing left, marked sold out. */
  showAll?: boolean | undefined;
  /** Offers only the prices of this audience. */
  audienceCode?: string | undefined;
  /** The list's heading (level 2); the tickets' titles are then level 3. */
  title?: string | undefined;
  /** A short text under the heading. */
  description?: string | undefined;
  /** The level of the tickets' titles: 3 under the list's title, else 2 unless the page says 3. */
  headingLevel?: 2 | 3 | undefined;
  /** Shows only the tickets it keeps (what is left is still fetched once for all of them). */
  filter?: ((ticket: Ticket) => boolean) | undefined;
}

/**
 * Tickets to buy side by side: one column on phones, two or three on larger screens. What is left of
 * each is fetched once for all of them after the page has loaded (SPEC §4). Each offer adds to the
 * cart itself.
 */
export function TicketList({
  tickets,
  title,
  description,
  filter,
  headingLevel,
  ...offer
}: TicketListProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  // Leading the page, the list has its first ticket's picture on the first screen.
  const firstScreen = useContext(FirstScreen);
  const { tickets: available } = useAvailability(tickets);
  const current = filter ? available.filter(filter) : available;
  return (
    <section className={styles.section} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {current.length === 0 ? (
        <p className={styles.empty}>{i18n._(texts.empty)}</p>
      ) : (
        <ul className={styles.list}>
          {current.map((ticket, index) => (
            <li key={ticket.secutixId} className={styles.item}>
              <TicketOffer
                ticket={ticket}
                headingLevel={headingLevel ?? (title ? 3 : 2)}
                eagerPicture={firstScreen && index === 0}
                {...offer}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
