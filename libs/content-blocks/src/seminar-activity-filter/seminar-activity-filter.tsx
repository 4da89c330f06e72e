import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId, useRef, useState, type RefObject } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './seminar-activity-filter.module.css';
import { FilterForm } from '../kit/filters/filter-form.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filters: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.filters',
    message: 'Filter the activities',
  },
  category: /*i18n*/ { id: 'blocks.seminarActivityFilter.category', message: 'Category' },
  all: /*i18n*/ { id: 'blocks.seminarActivityFilter.all', message: 'All' },
  duration: /*i18n*/ { id: 'blocks.seminarActivityFilter.duration', message: 'Duration' },
  anyDuration: /*i18n*/ { id: 'blocks.seminarActivityFilter.anyDuration', message: 'Any length' },
  short: /*i18n*/ { id: 'blocks.seminarActivityFilter.short', message: 'Up to 1 hour' },
  medium: /*i18n*/ { id: 'blocks.seminarActivityFilter.medium', message: '1 to 3 hours' },
  long: /*i18n*/ { id: 'blocks.seminarActivityFilter.long', message: 'More than 3 hours' },
  group: /*i18n*/ { id: 'blocks.seminarActivityFilter.group', message: 'Group size' },
  groupHelp: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.groupHelp',
    message: 'Number of people taking part',
  },
  count: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.count',
    message:
      '{count, plural, =0 {No activity matches} one {# activity matches} other {# activities match}}',
  },
  empty: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.empty',
    message: 'No activity matches these filters: widen the duration or the group size.',
  },
  reset: /*i18n*/ { id: 'blocks.seminarActivityFilter.reset', message: 'Reset filters' },
  minutes: /*i18n*/ { id: 'blocks.seminarActivityFilter.minutes', message: '{minutes} min' },
  hours: /*i18n*/ { id: 'blocks.seminarActivityFilter.hours', message: '{hours} h' },
  hoursMinutes: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.hoursMinutes',
    message: '{hours} h {minutes} min',
  },
  durationLabel: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.durationLabel',
    message: 'Duration:',
  },
  groupLabel: /*i18n*/ { id: 'blocks.seminarActivityFilter.groupLabel', message: 'Group:' },
  upTo: /*i18n*/ { id: 'blocks.seminarActivityFilter.upTo', message: 'up to {max} people' },
  between: /*i18n*/ {
    id: 'blocks.seminarActivityFilter.between',
    message: '{min} to {max} people',
  },
};

/** The duration filter's ranges, in minutes (bounds included). */
const durations = {
  short: [0, 60],
  medium: [61, 180],
  long: [181, Infinity],
} as const;
type DurationRange = keyof typeof durations;

function durationText(minutes: number, i18n: I18n): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(texts.minutes.id, { minutes });
  if (rest === 0) return i18n._(texts.hours.id, { hours });
  return i18n._(texts.hoursMinutes.id, { hours, minutes: rest });
}

interface Filters {
  category: string;
  duration: DurationRange | '';
  group: string;
}
const noFilters: Filters = { category: '', duration: '', group: '' };

type Activity = SeminarActivityFilterData['activities'][number];

function matches(activity: Activity, filters: Filters): boolean {
  if (filters.category && activity.category !== filters.category) return false;
  if (filters.duration) {
    const [min, max] = durations[filters.duration];
    if (activity.duration < min || activity.duration > max) return false;
  }
  const group = Number(filters.group);
  if (filters.group.trim() !== '' && Number.isFinite(group) && group > 0) {
    if (group > activity.maxParticipants || group < (activity.minParticipants ?? 1)) return false;
  }
  return true;
}

/** An activity: its picture, category, title, duration and group size, text and link. */
function ActivityCard({ activity, Heading }: { activity: Activity; Heading: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  return (
    <li className={styles.card}>
      {activity.picture ? (
        <BlockPicture picture={activity.picture} className={styles.picture} />
      ) : null}
      <div className={styles.body}>
        <p className={styles.tag}>{activity.category}</p>
        <Heading className={styles.cardTitle}>{activity.title}</Heading>
        <dl className={styles.facts}>
          <div>
            <dt>{i18n._(texts.durationLabel)}</dt>
            <dd>{durationText(activity.duration, i18n)}</dd>
          </div>
          <div>
            <dt>{i18n._(texts.groupLabel)}</dt>
            <dd>
              {activity.minParticipants
                ? i18n._(texts.between.id, {
                    min: activity.minParticipants,
                    max: activity.maxParticipants,
                  })
                : i18n._(texts.upTo.id, { max: activity.maxParticipants })}
            </dd>
          </div>
        </dl>
        {activity.text ? <p className={styles.cardText}>{activity.text}</p> : null}
        {activity.cta ? <CtaLink cta={activity.cta} className={styles.cta} /> : null}
      </div>
    </li>
  );
}

/** The filters: a category (when there are several), a duration range and a group size. */
function ActivityFilters({
  filters,
  categories,
  set,
  firstCategory,
}: {
  filters: Filters;
  categories: readonly string[];
  set: (change: Partial<Filters>) => void;
  firstCategory: RefObject<HTMLInputElement | null>;
}) {
  const { i18n } = useLingui();
  const base = useId();
  return (
    <FilterForm label={i18n._(texts.filters)} className={styles.filters}>
      {categories.length > 1 ? (
        <fieldset className={styles.categories}>
          <legend className={styles.label}>{i18n._(texts.category)}</legend>
          <div className={styles.chips}>
            {['', ...categories].map((category, index) => (
              <label key={category || 'all'} className={styles.chip}>
                <input
                  ref={index === 0 ? firstCategory : undefined}
                  type="radio"
                  name={`${base}-category`}
                  value={category}
                  checked={filters.category === category}
                  onChange={() => set({ category })}
                />
                <span>{category || i18n._(texts.all)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${base}-duration`} className={styles.label}>
          {i18n._(texts.duration)}
        </label>
        <select
          id={`${base}-duration`}
          className={styles.control}
          value={filters.duration}
          onChange={(event) => set({ duration: event.target.value as Filters['duration'] })}
        >
          <option value="">{i18n._(texts.anyDuration)}</option>
          {(Object.keys(durations) as DurationRange[]).map((range) => (
            <option key={range} value={range}>
              {i18n._(texts[range])}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-group`} className={styles.label}>
          {i18n._(texts.group)}
        </label>
        <input
          id={`${base}-group`}
          className={styles.control}
          type="number"
          inputMode="numeric"
          min={1}
          value={filters.group}
          aria-describedby={`${base}-group-help`}
          onChange={(event) => set({ group: event.target.value })}
        />
        <span id={`${base}-group-help`} className={styles.help}>
          {i18n._(texts.groupHelp)}
        </span>
      </div>
    </FilterForm>
  );
}

/**
 * The activities a seminar can add, as cards filtered by category, duration and group size; the
 * number of matches is announced as filters change, and when none match, a button resets them.
 */
export function SeminarActivityFilter({
  data: { title, text, activities },
}: BlockProps<SeminarActivityFilterData>) {
  const { i18n } = useLingui();
  const firstCategory = useRef<HTMLInputElement>(null);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const categories = [...new Set(activities.map((activity) => activity.category))];
  const shown = activities.filter((activity) => matches(activity, filters));
  const filtered = Boolean(filters.category || filters.duration || filters.group);
  const ItemHeading = title ? 'h3' : 'h2';

  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  const reset = () => {
    setFilters(noFilters);
    firstCategory.current?.focus();
  };

  return (
    <SectionFrame title={title} text={text} classes={frameClasses.wide}>
      <ActivityFilters
        filters={filters}
        categories={categories}
        set={set}
        firstCategory={firstCategory}
      />

      <div className={styles.results}>
        <p role="status" className={styles.count}>
          {i18n._(texts.count.id, { count: shown.length })}
        </p>
        {filtered && shown.length > 0 ? (
          <Button variant="transparent" size="small" onClick={reset}>
            {i18n._(texts.reset)}
          </Button>
        ) : null}
      </div>

      {shown.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((activity) => (
            <ActivityCard key={activity.title} activity={activity} Heading={ItemHeading} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{i18n._(texts.empty)}</p>
          <Button variant="transparent" onClick={reset}>
            {i18n._(texts.reset)}
          </Button>
        </div>
      )}
    </SectionFrame>
  );
}
