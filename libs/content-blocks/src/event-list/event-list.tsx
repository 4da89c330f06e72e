import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { EventListData } from '@paddock/api-clients/blocks';
import { usePageTime } from '@paddock/ui';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './event-list.module.css';
import { dateTimeFormat, eventDate, eventTimeZone } from '@paddock/api-clients/lite';
import { useCategoryFilter } from '../kit/filters/filter-header.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filter: /*i18n*/ { id: 'blocks.event-list.filter', message: 'Category' },
  all: /*i18n*/ { id: 'blocks.event-list.all', message: 'All events' },
  count: /*i18n*/ {
    id: 'blocks.event-list.count',
    message: '{count, plural, =0 {No events} one {# event} other {# events}}',
  },
  past: /*i18n*/ { id: 'blocks.event-list.past', message: 'Past event' },
  place: /*i18n*/ { id: 'blocks.event-list.place', message: 'Venue:' },
};

type EventData = EventListData['events'][number];

const timeZone = eventTimeZone;
const dayMs = 24 * 60 * 60 * 1000;

/** Day, month in the event's time zone (the same on the server and in the browser). */
function formats(locale: string) {
  const tag = intlLocale(locale);
  const day = { weekday: 'short', day: 'numeric', month: 'long', timeZone } as const;
  const time = { hour: '2-digit', minute: '2-digit', timeZone } as const;
  return {
    month: dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone }),
    key: dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone }),
    badgeDay: dateTimeFormat(tag, { day: 'numeric', timeZone }),
    badgeWeekday: dateTimeFormat(tag, { weekday: 'short', timeZone }),
    day: dateTimeFormat(tag, day),
    dayTime: dateTimeFormat(tag, { ...day, ...time }),
    time: dateTimeFormat(tag, time),
  };
}

/** An event is over once its end (its start without one) has passed; an all-day one, that day. */
const isOver = (event: EventData, now: number) =>
  Date.parse(event.end ?? event.start) + (event.allDay ? dayMs : 0) < now;

/** A link to another site opens a new tab unless the data says otherwise. */
const opensNewTab = (event: EventData) =>
  event.target ? event.target === '_blank' : /^https?:\/\//i.test(event.href ?? '');

type Formats = ReturnType<typeof formats>;

/** An event's dates: its start, and its end unless it is the same day's (the time alone then). */
function EventDates({ event, format }: { event: EventData; format: Formats }) {
  const start = new Date(event.start);
  const end = event.end ? new Date(event.end) : undefined;
  const full = event.allDay ? format.day : format.dayTime;
  const sameDay = end && eventDate(start) === eventDate(end);
  return (
    <>
      <time dateTime={event.start}>{full.format(start)}</time>
      {end && !(sameDay && event.allDay) ? (
        <>
          {' – '}
          <time dateTime={event.end}>{sameDay ? format.time.format(end) : full.format(end)}</time>
        </>
      ) : null}
    </>
  );
}

/** One event of the list: its day badge, category, name, dates, place and tickets link. */
function EventItem({
  event,
  format,
  now,
  Heading,
}: {
  event: EventData;
  format: Formats;
  now: number;
  Heading: 'h3' | 'h4';
}) {
  const { i18n } = useLingui();
  const over = isOver(event, now);
  const start = new Date(event.start);
  const newTab = opensNewTab(event);
  return (
    <li className={[styles.event, over ? styles.over : ''].filter(Boolean).join(' ')}>
      <p className={styles.badge} aria-hidden="true">
        <span className={styles.badgeDay}>{format.badgeDay.format(start)}</span>
        <span className={styles.badgeWeekday}>{format.badgeWeekday.format(start)}</span>
      </p>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{event.category}</span>
          {over ? <span className={styles.pastTag}>{i18n._(texts.past)}</span> : null}
        </p>
        <Heading className={styles.name}>
          {event.href ? (
            <a className={styles.link} href={event.href} {...(newTab ? newTabAttributes : {})}>
              {event.name}
              {newTab ? <NewTabNote /> : null}
            </a>
          ) : (
            event.name
          )}
        </Heading>
        <p className={styles.dates}>
          <EventDates event={event} format={format} />
        </p>
        <p className={styles.place}>
          <span className="pdk-visually-hidden">{i18n._(texts.place)} </span>
          {event.place}
        </p>
      </div>
      {event.tickets && !over ? <CtaLink cta={event.tickets} className={styles.tickets} /> : null}
    </li>
  );
}

/**
 * The events of the season, grouped by month in date order, with a filter by category (when there
 * are several). Each event: its day, category, name (its page's link), dates, place and a tickets
 * call to action; events that are over are marked and lose their tickets link.
 */
export function EventList({ data: { title, intro, events, cta } }: BlockProps<EventListData>) {
  const { i18n } = useLingui();
  // The server's render time until hydrated, then the browser's: both render the same HTML first.
  const now = usePageTime();
  const format = formats(i18n.locale);

  const filter = useCategoryFilter(events, texts, styles);
  const shown = filter.shown.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const months = new Map<string, EventData[]>();
  for (const event of shown) {
    const key = format.key.format(new Date(event.start)).slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), event]);
  }

  const MonthHeading = title ? 'h3' : 'h2';
  const EventHeading = title ? 'h4' : 'h3';

  return (
    <SectionFrame title={title} intro={intro} classes={frameClasses.intro}>
      {filter.header}
      {[...months].map(([key, monthEvents]) => (
        <div key={key} className={styles.month}>
          <MonthHeading className={styles.monthTitle}>
            <time dateTime={key}>
              {format.month.format(new Date(monthEvents[0]?.start ?? key))}
            </time>
          </MonthHeading>
          <ul className={styles.events}>
            {monthEvents.map((event) => (
              <EventItem
                key={`${event.name} ${event.start}`}
                event={event}
                format={format}
                now={now}
                Heading={EventHeading}
              />
            ))}
          </ul>
        </div>
      ))}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
