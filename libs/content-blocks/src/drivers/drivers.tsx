import { useLingui } from '@lingui/react';
import type { DriversData } from '@paddock/api-clients/blocks';
import { Icon } from '@paddock/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChoiceFilter } from '../kit/choice-filter.js';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './drivers.module.css';

const texts = {
  filter: /*i18n*/ { id: 'blocks.drivers.filter', message: 'Category' },
  all: /*i18n*/ { id: 'blocks.drivers.all', message: 'All drivers' },
  count: /*i18n*/ {
    id: 'blocks.drivers.count',
    message: '{count, plural, =0 {No drivers} one {# driver} other {# drivers}}',
  },
  list: /*i18n*/ { id: 'blocks.drivers.list', message: 'Drivers' },
  previous: /*i18n*/ { id: 'blocks.drivers.previous', message: 'Previous drivers' },
  next: /*i18n*/ { id: 'blocks.drivers.next', message: 'Next drivers' },
  carNumber: /*i18n*/ { id: 'blocks.drivers.car-number', message: 'Car number' },
  nationality: /*i18n*/ { id: 'blocks.drivers.nationality', message: 'Nationality' },
  team: /*i18n*/ { id: 'blocks.drivers.team', message: 'Team' },
  category: /*i18n*/ { id: 'blocks.drivers.category', message: 'Category' },
};

type Driver = DriversData['drivers'][number];

/** A link to another site opens a new tab. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Whether the list can scroll back or on (on phones; on desktop the cards wrap and it cannot). */
function useScrollEdges() {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const start = Math.abs(element.scrollLeft);
    setEdges({
      start: start <= 1,
      end: start + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { list, edges, measure };
}

/**
 * The drivers of a race or a team as cards (photo, car number, name, nationality, team, category), with
 * a filter by category when there are several. On phones the cards slide sideways (scroll-snap, previous
 * and next buttons); on desktop they wrap in a grid.
 */
export function Drivers({ data: { title, intro, drivers } }: BlockProps<DriversData>) {
  const { i18n } = useLingui();
  const heading = useId();
  const [category, setCategory] = useState('all');
  const { list, edges, measure } = useScrollEdges();
  const countries = new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'code' });

  const categories = [
    ...new Set(drivers.flatMap((driver) => (driver.category ? [driver.category] : []))),
  ];
  const shown = drivers.filter((driver) => category === 'all' || driver.category === category);

  // A new set of cards starts at the first.
  useEffect(() => {
    list.current?.scrollTo?.({ left: 0, behavior: 'instant' });
    measure();
  }, [category, list, measure]);

  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy?.({
      left: direction * rtl * element.clientWidth * 0.85,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  const fits = edges.start && edges.end;
  const Heading = title ? 'h3' : 'h2';
  const card = (driver: Driver) => {
    const external = driver.href !== undefined && isExternal(driver.href);
    const name = (
      <>
        {driver.firstName} <span className={styles.lastName}>{driver.lastName}</span>
      </>
    );
    return (
      <article className={[styles.card, driver.href ? styles.linked : ''].join(' ')}>
        <div className={styles.media}>
          {driver.picture ? (
            <BlockPicture picture={driver.picture} className={styles.photo} decorative />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {driver.firstName.charAt(0)}
              {driver.lastName.charAt(0)}
            </span>
          )}
          {driver.carNumber ? (
            <p className={styles.number}>
              <span className="pdk-visually-hidden">{i18n._(texts.carNumber)} </span>
              {driver.carNumber}
            </p>
          ) : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.name}>
            {driver.href ? (
              <a className={styles.link} href={driver.href} {...(external ? newTabAttributes : {})}>
                {name}
                {external ? <NewTabNote /> : null}
              </a>
            ) : (
              name
            )}
          </Heading>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{i18n._(texts.nationality)}</dt>
              <dd>
                <span aria-hidden="true" className={styles.country}>
                  {driver.country}
                </span>
                <span className="pdk-visually-hidden">{countries.of(driver.country)}</span>
              </dd>
            </div>
            {driver.team ? (
              <div className={styles.fact}>
                <dt>{i18n._(texts.team)}</dt>
                <dd>{driver.team}</dd>
              </div>
            ) : null}
            {driver.category ? (
              <div className={styles.fact}>
                <dt>{i18n._(texts.category)}</dt>
                <dd>{driver.category}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </article>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={title ? heading : undefined}>
      {title ? (
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {categories.length > 1 ? (
        <div className={styles.tools}>
          <ChoiceFilter
            legend={i18n._(texts.filter)}
            choices={[
              { value: 'all', label: i18n._(texts.all) },
              ...categories.map((value) => ({ value, label: value })),
            ]}
            value={category}
            onChange={setCategory}
          />
          <p className={styles.count} role="status">
            {i18n._(texts.count.id, { count: shown.length })}
          </p>
        </div>
      ) : null}
      {/* A tab stop, so the arrow keys scroll it where it slides (on phones): its cards may hold no link. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={list} className={styles.track} aria-label={title ?? i18n._(texts.list)} tabIndex={0}>
        {shown.map((driver) => (
          <li key={`${driver.firstName} ${driver.lastName}`} className={styles.slide}>
            {card(driver)}
          </li>
        ))}
      </ul>
      <div className={styles.controls} hidden={fits}>
        <button
          type="button"
          className={styles.control}
          onClick={() => scroll(-1)}
          disabled={edges.start}
        >
          <Icon name="arrow-left" label={i18n._(texts.previous)} />
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => scroll(1)}
          disabled={edges.end}
        >
          <Icon name="arrow-right" label={i18n._(texts.next)} />
        </button>
      </div>
    </section>
  );
}
