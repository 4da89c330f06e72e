import { useLingui } from '@lingui/react';
import type { Ticket, TicketType } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import { Icon, ResponsivePicture } from '@paddock/ui';
import { useId, type ReactNode } from 'react';
import { ticketDay } from './ticket-days.js';
import styles from './ticket-card.module.css';

const accommodation = /*i18n*/ { id: 'ticket.type.accommodation', message: 'Accommodation' };

/** The type label of each ticket kind; the shop's 'accomodation' reads like 'accommodation'. */
const typeLabels = {
  track: /*i18n*/ { id: 'ticket.type.track', message: 'Track' },
  hospitality: /*i18n*/ { id: 'ticket.type.hospitality', message: 'Hospitality' },
  parking: /*i18n*/ { id: 'ticket.type.parking', message: 'Parking' },
  accomodation: accommodation,
  accommodation,
  supplement: /*i18n*/ { id: 'ticket.type.supplement', message: 'Extra' },
} satisfies Record<TicketType, { id: string; message: string }>;

const texts = {
  oneDay: /*i18n*/ { id: 'ticket.days.one', message: 'on {day}' },
  severalDays: /*i18n*/ { id: 'ticket.days.several', message: 'from {start} to {end}' },
};

export interface TicketCardProps {
  ticket: Ticket;
  /** The level of the ticket's title: 3 under a list's title, 2 when the card stands alone. */
  headingLevel?: 2 | 3;
  /** The id of the title, for what the card holds to be named after it (a form). */
  titleId?: string;
  /**
   * The picture loads at once rather than lazily: the card is on the page's first screen, where its
   * picture is often the largest paint.
   */
  eagerPicture?: boolean | undefined;
  /** What goes below the ticket's description: its prices, its form. */
  children?: ReactNode;
}

/**
 * A ticket (SPEC §2): its type, its title, its first and last day (an arrow between them when they
 * differ) and its picture. Days are those of Le Mans (Europe/Paris), in the visitor's locale.
 */
export function TicketCard({
  ticket,
  headingLevel = 2,
  titleId,
  eagerPicture = false,
  children,
}: TicketCardProps) {
  const ownTitleId = useId();
  const headingId = titleId ?? ownTitleId;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const start = ticketDay(ticket.start, locale);
  const end = ticketDay(ticket.end, locale);
  const severalDays = start.date !== end.date;
  const category = ticket.displayCategory ? inLocale(ticket.displayCategory, locale) : '';
  const extra = ticket.displayExtra ? inLocale(ticket.displayExtra, locale) : '';

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {ticket.pageHeaderPicture ? (
        <ResponsivePicture
          className={styles.picture}
          picture={ticket.pageHeaderPicture}
          eager={eagerPicture}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.kicker}>
          <span className={styles.type}>{i18n._(typeLabels[ticket.type])}</span>
          {category ? <span className={styles.category}>{category}</span> : null}
        </p>
        <Heading id={headingId} className={styles.title}>
          {inLocale(ticket.displayName, locale)}
        </Heading>
        {extra ? <p className={styles.extra}>{extra}</p> : null}
        <p className={styles.days}>
          <span className={styles.daysShown} aria-hidden="true">
            <span className={styles.day}>{start.short}</span>
            {severalDays ? (
              <>
                <Icon name="arrow-right" size={20} className={styles.arrow} />
                <span className={styles.day}>{end.short}</span>
              </>
            ) : null}
          </span>
          <span className="pdk-visually-hidden">
            {severalDays
              ? i18n._(texts.severalDays.id, { start: start.long, end: end.long })
              : i18n._(texts.oneDay.id, { day: start.long })}
          </span>
        </p>
        {children}
      </div>
    </article>
  );
}
