import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { Ticket } from '@paddock/api-clients/contracts';
import { dateTimeFormat, eventDate, eventTimeZone, isMemberOnly } from '@paddock/api-clients/lite';
import { useAvailability, visiblePrices } from '@paddock/ticketing';
import { Icon, Price } from '@paddock/ui';
import { useId } from 'react';
import type { TicketingSummaryData, TicketingSummaryStatus } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import styles from './ticketing-summary.module.css';

const texts = {
  open: /*i18n*/ { id: 'blocks.ticketing-summary.open', message: 'Tickets on sale' },
  comingSoon: /*i18n*/ { id: 'blocks.ticketing-summary.comingSoon', message: 'On sale from' },
  soldOut: /*i18n*/ { id: 'blocks.ticketing-summary.soldOut', message: 'Sold out' },
  from: /*i18n*/ { id: 'blocks.ticketing-summary.from', message: 'From' },
  dates: /*i18n*/ { id: 'blocks.ticketing-summary.dates', message: 'Dates' },
  categories: /*i18n*/ { id: 'blocks.ticketing-summary.categories', message: 'Ticket categories' },
};

/** The lowest public price on sale of some tickets (member-only prices aside), and whether all sold out. */
function offerOf(tickets: readonly Ticket[]): { from?: number; soldOut: boolean } {
  const open = (ticket: Ticket, showAll: boolean) =>
    visiblePrices(ticket.prices, { showAll }).filter((price) => !isMemberOnly(price));
  const onSale = tickets.flatMap((ticket) => open(ticket, false));
  const any = tickets.some((ticket) => open(ticket, true).length > 0);
  if (onSale.length === 0) return { soldOut: any };
  return { from: Math.min(...onSale.map((price) => price.price)), soldOut: false };
}

/** A day (or an instant) on Le Mans time, in the reader's language (day, month, year in English too). */
function format(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: eventTimeZone,
    ...options,
  }).format(new Date(date));
}

/** A day as the summary says it (“Saturday 13 June”). */
const day = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/** The event's dates: one day, or the first and the last (the year once when they share it). */
function SummaryDates({ start, end }: { start: string; end: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const sameDay = eventDate(start) === eventDate(end);
  const sameYear = eventDate(start).slice(0, 4) === eventDate(end).slice(0, 4);
  return (
    <p className={styles.dates}>
      <PerkIcon name="calendar" size={22} className={styles.icon} />
      <span className="pdk-visually-hidden">{i18n._(texts.dates)} </span>
      {sameDay ? (
        <time dateTime={start}>{format(start, locale, { ...day, year: 'numeric' })}</time>
      ) : (
        <>
          <time dateTime={start}>
            {format(start, locale, sameYear ? day : { ...day, year: 'numeric' })}
          </time>
          {' – '}
          <time dateTime={end}>{format(end, locale, { ...day, year: 'numeric' })}</time>
        </>
      )}
    </p>
  );
}

/** Where sales stand: open, sold out, or coming soon with their opening date. */
function SalesStatus({
  state,
  salesOpen,
}: {
  state: TicketingSummaryStatus;
  salesOpen: string | undefined;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <p className={styles.status} data-status={state}>
      {state === 'open' ? <PerkIcon name="check" size={20} /> : null}
      {state === 'coming-soon' ? <PerkIcon name="clock" size={20} /> : null}
      {state === 'sold-out' ? <Icon name="close" size={20} /> : null}
      {state === 'open' ? i18n._(texts.open) : null}
      {state === 'sold-out' ? i18n._(texts.soldOut) : null}
      {state === 'coming-soon' && salesOpen ? (
        <span>
          {i18n._(texts.comingSoon)}{' '}
          <time dateTime={salesOpen}>
            {format(salesOpen, locale, { ...day, hour: '2-digit', minute: '2-digit' })}
          </time>
        </span>
      ) : null}
    </p>
  );
}

/**
 * The ticketing offer at a glance: the event's dates, where sales stand (open, coming soon with their
 * opening date, sold out), the lowest price of all, each key category with its lowest price (or sold
 * out) and its link, and the call to the shop. Prices and what is left come from the attached tickets,
 * brought up to date once the page has loaded; with none left at all, open sales show as sold out.
 */
export function TicketingSummary({
  data: { title, text, start, end, status = 'open', salesOpen, categories, tickets, cta },
}: BlockProps<TicketingSummaryData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const { tickets: available } = useAvailability(tickets ?? []);
  const byId = new Map(available.map((ticket) => [ticket.secutixId, ticket]));
  const ticketsOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const rows = categories.map((category) => ({
    ...category,
    ...offerOf(ticketsOf(category.ticketSecutixIds)),
  }));
  const overall = offerOf(
    ticketsOf([...new Set(categories.flatMap((category) => category.ticketSecutixIds))]),
  );
  const state: TicketingSummaryStatus = status === 'open' && overall.soldOut ? 'sold-out' : status;
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.main}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <SummaryDates start={start} end={end} />
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      <div className={styles.offer}>
        <SalesStatus state={state} salesOpen={salesOpen} />
        {overall.from !== undefined && state !== 'sold-out' ? (
          <p className={styles.from}>
            <span className={styles.fromLabel}>{i18n._(texts.from)}</span>{' '}
            <Price value={overall.from} className={styles.fromPrice} />
          </p>
        ) : null}
        <ul className={styles.categories} aria-label={i18n._(texts.categories)}>
          {rows.map((row) => (
            <li key={row.label} className={styles.category}>
              {row.href ? (
                <a className={styles.categoryLink} href={row.href}>
                  {row.label}
                  <Icon name="arrow-right" size={18} />
                </a>
              ) : (
                <span className={styles.categoryLabel}>{row.label}</span>
              )}{' '}
              {row.soldOut || state === 'sold-out' ? (
                <span className={styles.categorySoldOut}>{i18n._(texts.soldOut)}</span>
              ) : row.from !== undefined ? (
                <span className={styles.categoryPrice}>
                  {i18n._(texts.from)} <Price value={row.from} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
      </div>
    </section>
  );
}
