import { dateTimeFormat, displayNames, eventTimeZone } from '@paddock/api-clients/lite';
import { activeLocale, formatDateRange, intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { EventLocatorData } from '@paddock/api-clients/blocks';
import type { LocatorEvent, LocatorEventType } from '@paddock/api-clients/contracts';
import { Icon } from '@paddock/ui';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Bone, LoadFailed, LoadingNote, NothingToShow } from '../kit/live/service-states.js';
import { useServiceData, type ServiceLoader } from '../kit/live/use-service-data.js';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './event-locator.module.css';
import { FilterForm } from '../kit/filters/filter-form.js';
import { ServiceSection } from '../kit/live/service-section.js';

const texts = {
  loading: /*i18n*/ { id: 'blocks.event-locator.loading', message: 'Loading the events…' },
  failed: /*i18n*/ {
    id: 'blocks.event-locator.failed',
    message: 'The events cannot be loaded right now.',
  },
  empty: /*i18n*/ { id: 'blocks.event-locator.empty', message: 'No upcoming event for now.' },
  noMatch: /*i18n*/ {
    id: 'blocks.event-locator.noMatch',
    message: 'No event matches your search.',
  },
  filters: /*i18n*/ { id: 'blocks.event-locator.filters', message: 'Find an event' },
  search: /*i18n*/ { id: 'blocks.event-locator.search', message: 'Search' },
  searchHint: /*i18n*/ { id: 'blocks.event-locator.searchHint', message: 'City, venue, event…' },
  country: /*i18n*/ { id: 'blocks.event-locator.country', message: 'Country' },
  allCountries: /*i18n*/ { id: 'blocks.event-locator.allCountries', message: 'All countries' },
  type: /*i18n*/ { id: 'blocks.event-locator.type', message: 'Type' },
  allTypes: /*i18n*/ { id: 'blocks.event-locator.allTypes', message: 'All types' },
  reset: /*i18n*/ { id: 'blocks.event-locator.reset', message: 'Clear the filters' },
  count: /*i18n*/ {
    id: 'blocks.event-locator.count',
    message: '{count, plural, =0 {No events} one {# event} other {# events}}',
  },
  more: /*i18n*/ { id: 'blocks.event-locator.more', message: 'Find out more' },
  moreAbout: /*i18n*/ { id: 'blocks.event-locator.moreAbout', message: 'about {title}' },
};

const typeTexts: Record<LocatorEventType, { id: string; message: string }> = {
  'watch-party': /*i18n*/ { id: 'blocks.event-locator.type.watchParty', message: 'Watch party' },
  exhibition: /*i18n*/ { id: 'blocks.event-locator.type.exhibition', message: 'Exhibition' },
  roadshow: /*i18n*/ { id: 'blocks.event-locator.type.roadshow', message: 'Roadshow' },
  'meet-up': /*i18n*/ { id: 'blocks.event-locator.type.meetUp', message: 'Meet-up' },
};

const typeOrder: readonly LocatorEventType[] = ['watch-party', 'exhibition', 'roadshow', 'meet-up'];

/** Lower case, without accents: `geneve` finds Genève. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const isExternal = (href: string) => /^https?:\/\//i.test(href);

type Filters = ReturnType<typeof useLocatorEvents>;

/**
 * The events (`event/locator/events`: the site server's, `given`, else asked for after hydration) of
 * the block's types, the search's words, country and type, and the events they find.
 */
function useLocatorEvents(
  types: EventLocatorData['types'],
  given: readonly LocatorEvent[] | undefined,
) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const [words, setWords] = useState('');
  const [country, setCountry] = useState('');
  const [type, setType] = useState('');
  const load = useCallback<ServiceLoader<readonly LocatorEvent[]>>(
    (content, _site, signal) => content.locatorEvents({ locale }, { signal }),
    [locale],
  );
  const { state, retry } = useServiceData(load, { given });
  const ready = state.status === 'ready';
  const tag = intlLocale(locale);

  const countryName = (code: string) => displayNames(tag, { type: 'region' }).of(code) ?? code;
  const events = ready ? state.data.filter((event) => !types || types.includes(event.type)) : [];
  const countries = [...new Set(events.map((event) => event.country))]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  const offeredTypes = typeOrder.filter((each) => events.some((event) => event.type === each));
  const searched = folded(words).split(/\s+/).filter(Boolean);
  const found = events.filter(
    (event) =>
      (!country || event.country === country) &&
      (!type || event.type === type) &&
      searched.every((word) =>
        folded(
          [
            event.title,
            event.summary,
            event.venue,
            event.city,
            event.region ?? '',
            countryName(event.country),
          ].join(' '),
        ).includes(word),
      ),
  );
  const reset = () => {
    setWords('');
    setCountry('');
    setType('');
  };
  return {
    ...{
      state,
      retry,
      ready,
      events,
      found,
      countries,
      offeredTypes,
      countryName,
      intlLocale: tag,
    },
    ...{ words, setWords, country, setCountry, type, setType, reset },
    filtered: words !== '' || country !== '' || type !== '',
  };
}

/** The search: words, a country and a type (when there are several), and a button clearing them. */
function LocatorFilters({ filters }: { filters: Filters }) {
  const { i18n } = useLingui();
  const fields = useId();
  const { ready, countries, offeredTypes } = filters;
  return (
    <FilterForm label={i18n._(texts.filters)} className={styles.filters}>
      <fieldset className={styles.fieldset} disabled={!ready}>
        <div className={`${styles.field} ${styles.words}`}>
          <label htmlFor={`${fields}-words`}>{i18n._(texts.search)}</label>
          <input
            id={`${fields}-words`}
            type="search"
            value={filters.words}
            placeholder={i18n._(texts.searchHint)}
            autoComplete="off"
            onChange={(event) => filters.setWords(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${fields}-country`}>{i18n._(texts.country)}</label>
          <select
            id={`${fields}-country`}
            value={filters.country}
            onChange={(event) => filters.setCountry(event.target.value)}
          >
            <option value="">{i18n._(texts.allCountries)}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {offeredTypes.length > 1 || !ready ? (
          <div className={styles.field}>
            <label htmlFor={`${fields}-type`}>{i18n._(texts.type)}</label>
            <select
              id={`${fields}-type`}
              value={filters.type}
              onChange={(event) => filters.setType(event.target.value)}
            >
              <option value="">{i18n._(texts.allTypes)}</option>
              {offeredTypes.map((each) => (
                <option key={each} value={each}>
                  {i18n._(typeTexts[each])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button
          type="button"
          className={styles.reset}
          onClick={filters.reset}
          disabled={!filters.filtered}
        >
          {i18n._(texts.reset)}
        </button>
      </fieldset>
    </FilterForm>
  );
}

/** One event: its type and dates, title, place, summary and link. */
function LocatorEventCard({
  event,
  headingId,
  dates,
  countryName,
}: {
  event: LocatorEvent;
  headingId: string;
  dates: Intl.DateTimeFormat;
  countryName: (code: string) => string;
}) {
  const { i18n } = useLingui();
  const external = event.href ? isExternal(event.href) : false;
  return (
    <li className={styles.card}>
      <article className={styles.event} aria-labelledby={headingId}>
        <p className={styles.meta}>
          <span className={`${styles.type} ${styles[event.type] ?? ''}`}>
            {i18n._(typeTexts[event.type])}
          </span>
          <time dateTime={event.start} className={styles.when}>
            {formatDateRange(dates, new Date(event.start), new Date(event.end))}
          </time>
        </p>
        <h3 id={headingId} className={styles.eventTitle}>
          {event.title}
        </h3>
        <p className={styles.where}>
          <Icon name="globe" size={18} />
          <span>
            {event.venue}, {event.city}
            {event.region ? `, ${event.region}` : ''} — {countryName(event.country)}
          </span>
        </p>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
        {event.href ? (
          <a href={event.href} className={styles.link} {...(external ? newTabAttributes : {})}>
            {i18n._(texts.more)}{' '}
            <span className="pdk-visually-hidden">
              {i18n._(texts.moreAbout.id, { title: event.title })}
            </span>
            {external ? (
              <>
                <Icon name="external" size={16} />
                <NewTabNote />
              </>
            ) : null}
          </a>
        ) : null}
      </article>
    </li>
  );
}

/** What the list shows: placeholders while loading, a retry, nothing to show, or the events found. */
function LocatorResults({ filters, heading }: { filters: Filters; heading: string }) {
  const { i18n } = useLingui();
  const { state, found } = filters;
  if (state.status === 'loading') {
    return (
      <>
        <LoadingNote label={i18n._(texts.loading)} />
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className={`${styles.card} ${styles.placeholder}`}>
              <Bone width="30%" />
              <Bone width="80%" />
              <Bone width="55%" />
              <Bone width="95%" />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (state.status === 'failed') {
    return <LoadFailed message={i18n._(texts.failed)} onRetry={filters.retry} />;
  }
  if (filters.events.length === 0) return <NothingToShow message={i18n._(texts.empty)} />;
  const dates = dateTimeFormat(filters.intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: eventTimeZone,
  });
  let list: ReactNode = <NothingToShow message={i18n._(texts.noMatch)} />;
  if (found.length > 0) {
    list = (
      <ul className={styles.list}>
        {found.map((event) => (
          <LocatorEventCard
            key={event.id}
            event={event}
            headingId={`${heading}-${event.id}`}
            dates={dates}
            countryName={filters.countryName}
          />
        ))}
      </ul>
    );
  }
  return (
    <>
      <p role="status" className={styles.count}>
        {i18n._(texts.count.id, { count: found.length })}
      </p>
      {list}
    </>
  );
}

/**
 * The organiser's events around the world (`event/locator/events`, asked for after hydration): a
 * search by words, a country and a type, the number of events found (said politely), and the events
 * soonest first, each its type, dates, place, summary and link.
 */
export function EventLocator({
  data: { title, text, types, cta, events },
}: BlockProps<EventLocatorData>) {
  const heading = useId();
  const filters = useLocatorEvents(types, events);
  const { state } = filters;
  return (
    <ServiceSection title={title} text={text} state={state} headingId={heading}>
      {state.status === 'failed' ? null : <LocatorFilters filters={filters} />}
      <LocatorResults filters={filters} heading={heading} />
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </ServiceSection>
  );
}
