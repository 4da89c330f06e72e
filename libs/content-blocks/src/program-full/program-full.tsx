import { useId } from 'react';
import { eventDate } from '@paddock/api-clients/lite';
import { ProgramTabs } from '../kit/program-tabs.js';
import type { BlockProps } from '../kit/define-block.js';
import type { ProgramFullData } from '@paddock/api-clients/blocks';
import styles from './program-full.module.css';

/**
 * The event's whole programme: a tab per day (with the editor's label) and its happenings in time
 * order, with their start and end times and place in Paris time.
 */
export function ProgramFull({ data: { title, days } }: BlockProps<ProgramFullData>) {
  const titleId = useId();
  const tabs = days.map((day) => ({
    key: eventDate(day.date),
    label: day.label,
    events: [...day.events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }));
  return (
    <section className={styles.programFull} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ProgramTabs days={tabs} labelledBy={title ? titleId : undefined} />
    </section>
  );
}
