import { useLingui } from '@lingui/react';
import type { ProgramData } from '@paddock/api-clients/blocks';
import type { ProgramEvent as AgendaEvent } from '@paddock/api-clients/contracts';
import { useCallback, useId } from 'react';
import { LoadFailed, LoadingNote, NothingToShow } from '../kit/live/service-states.js';
import { useServiceData, type ServiceLoader } from '../kit/live/use-service-data.js';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import {
  ProgramSkeleton,
  ProgramTabs,
  type ProgramDay,
  type ProgramEvent,
} from '../kit/program-tabs.js';
import styles from './program.module.css';
import { activeLocale, intlLocale } from '@paddock/i18n';
import { dateTimeFormat, eventDate, eventTimeZone } from '@paddock/api-clients/lite';

const texts = {
  loading: /*i18n*/ { id: 'blocks.program.loading', message: 'Loading the programme…' },
  failed: /*i18n*/ {
    id: 'blocks.program.failed',
    message: 'The programme cannot be loaded right now.',
  },
  nothing: /*i18n*/ { id: 'blocks.program.nothing', message: 'Nothing planned yet.' },
};

/** The items grouped by their day in Paris, days and items in time order. */
export function daysOf(items: readonly ProgramEvent[], locale: string): ProgramDay[] {
  const label = dateTimeFormat(intlLocale(locale), {
    timeZone: eventTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days = new Map<string, ProgramDay & { events: ProgramEvent[] }>();
  for (const item of sorted) {
    const key = eventDate(item.start);
    const day = days.get(key) ?? { key, label: label.format(new Date(item.start)), events: [] };
    day.events.push(item);
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * The site's agenda (`{site}/program-events`): a tab per day, its happenings with their times in Paris,
 * today's day open; then the block's call to action. The site server attaches the happenings
 * (`data.events`), which the agenda shows at once (nothing asked for, no placeholder to leave);
 * without them (the service did not answer the server), the browser asks for them after hydration.
 */
export function Program({ data: { title, cta, events } }: BlockProps<ProgramData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const locale = activeLocale(i18n);
  const load = useCallback<ServiceLoader<AgendaEvent[]>>(
    (content, site, signal) => content.programEvents({ site, locale }, { signal }),
    [locale],
  );
  const { state, retry } = useServiceData(load, { given: events });
  const labelledBy = title ? titleId : undefined;

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <LoadingNote label={i18n._(texts.loading)} />
        <ProgramSkeleton />
      </>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailed message={i18n._(texts.failed)} onRetry={retry} />;
  } else if (state.data.length === 0) {
    body = <NothingToShow message={i18n._(texts.nothing)} />;
  } else {
    body = <ProgramTabs days={daysOf(state.data, locale)} labelledBy={labelledBy} />;
  }

  return (
    <section
      className={styles.program}
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'loading'}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {body}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </section>
  );
}
