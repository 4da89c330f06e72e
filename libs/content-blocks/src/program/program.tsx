import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { BlockProps } from '../registry/define-block.js';
import type { ProgramData } from '@paddock/api-clients/blocks';
import {
  intlLocale,
  parisDay,
  ProgramTabs,
  programTimeZone,
  type ProgramDay,
  type ProgramEvent,
} from './program-tabs.js';
import styles from './program.module.css';

/** The items grouped by their day in Paris, days and items in time order. */
export function daysOf(items: readonly ProgramEvent[], locale: string): ProgramDay[] {
  const label = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: programTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days = new Map<string, ProgramDay & { events: ProgramEvent[] }>();
  for (const item of sorted) {
    const key = parisDay(item.start);
    const day = days.get(key) ?? { key, label: label.format(new Date(item.start)), events: [] };
    day.events.push(item);
    days.set(key, day);
  }
  return [...days.values()];
}

/** The event's agenda on an event site: a tab per day, its happenings with their times in Paris. */
export function Program({ data: { title, items } }: BlockProps<ProgramData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.program} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ProgramTabs days={daysOf(items, i18n.locale)} labelledBy={title ? titleId : undefined} />
    </section>
  );
}
