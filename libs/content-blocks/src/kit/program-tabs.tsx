import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Bone } from './live/service-states.js';
import styles from './program-tabs.module.css';
import { dateTimeFormat, eventDate, eventTimeZone } from '@paddock/api-clients/lite';

/** The programme's time zone: the circuit's, whatever the visitor's. */

export interface ProgramEvent {
  start: string;
  end?: string | undefined;
  title: string;
  place?: string | undefined;
}

export interface ProgramDay {
  /** The day as `YYYY-MM-DD` in Paris. */
  key: string;
  label: string;
  events: readonly ProgramEvent[];
}

const texts = {
  empty: /*i18n*/ { id: 'blocks.program.empty', message: 'Nothing planned this day.' },
  days: /*i18n*/ { id: 'blocks.program.days', message: 'Days' },
};

const subscribeToNothing = () => () => undefined;

export interface ProgramTabsProps {
  days: readonly ProgramDay[];
  /** The id of the heading that names the tab list, when the block has one. */
  labelledBy?: string | undefined;
}

type Day = ProgramTabsProps['days'][number];

/** A day's events, each its times in Paris, title and place; or a word when there is none. */
function DayEvents({ day }: { day: Day }) {
  const { i18n } = useLingui();
  const time = dateTimeFormat(intlLocale(i18n.locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: eventTimeZone,
  });
  return day.events.length === 0 ? (
    <p className={styles.empty}>{i18n._(texts.empty)}</p>
  ) : (
    <ol className={styles.events}>
      {day.events.map((event) => (
        <li key={`${event.start} ${event.title}`} className={styles.event}>
          <p className={styles.time}>
            <time dateTime={event.start}>{time.format(new Date(event.start))}</time>
            {event.end ? (
              <>
                {' – '}
                <time dateTime={event.end}>{time.format(new Date(event.end))}</time>
              </>
            ) : null}
          </p>
          <p className={styles.eventTitle}>{event.title}</p>
          {event.place ? <p className={styles.place}>{event.place}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The programme's days as tabs (arrow keys, Home and End move between them and show their day) and
 * the chosen day's events with their times in Paris. Today's tab is chosen once on screen.
 */
export function ProgramTabs({ days, labelledBy }: ProgramTabsProps) {
  const { i18n } = useLingui();
  const baseId = useId();
  // Today in Paris, once in the browser (the server renders the first day): the day to open on.
  const today = useSyncExternalStore(
    subscribeToNothing,
    () => eventDate(Date.now()),
    () => null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const todayIndex = days.findIndex((day) => day.key === today);
  const selected = chosen ?? Math.max(todayIndex, 0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    setChosen(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = days.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      choose(next);
    }
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        className={styles.tablist}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : i18n._(texts.days)}
      >
        {days.map((day, index) => (
          <button
            key={day.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${String(index)}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${String(index)}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(index)}
            onKeyDown={onKeyDown}
          >
            {day.label}
          </button>
        ))}
      </div>
      {days.map((day, index) => (
        <div
          key={day.key}
          role="tabpanel"
          id={`${baseId}-panel-${String(index)}`}
          aria-labelledby={`${baseId}-tab-${String(index)}`}
          // Its events hold nothing focusable: the panel takes the focus after its tab (APG).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          <DayEvents day={day} />
        </div>
      ))}
    </div>
  );
}

/** The shape of the tabs while the days load: three days, three happenings (hidden from screen readers). */
export function ProgramSkeleton() {
  return (
    <div className={styles.tabs} aria-hidden="true">
      <div className={styles.tablist}>
        {['9rem', '8rem', '10rem'].map((width) => (
          <span key={width} className={`${styles.tab} ${styles.placeholder}`}>
            <Bone width={width} />
          </span>
        ))}
      </div>
      <ol className={styles.events}>
        {['55%', '40%', '65%'].map((width) => (
          <li key={width} className={styles.event}>
            <Bone width="4rem" />
            <Bone width={width} />
          </li>
        ))}
      </ol>
    </div>
  );
}
