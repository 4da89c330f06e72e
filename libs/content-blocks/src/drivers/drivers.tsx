import { useLingui } from '@lingui/react';
import type { DriversData } from '@paddock/api-clients/blocks';
import { displayNames } from '@paddock/api-clients/lite';
import { useEffect, useRef } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './drivers.module.css';
import { SliderControls, useScrollEdges } from '../kit/scroll-slider.js';
import { useCategoryFilter } from '../kit/filters/filter-header.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

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

/** A driver's card: photo (or initials) and car number, name (a link when there is a page), facts. */
function DriverCard({ driver, Heading }: { driver: Driver; Heading: 'h2' | 'h3' }) {
  const { i18n } = useLingui();
  const countries = displayNames(i18n.locale, { type: 'region', fallback: 'code' });
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
}

/**
 * The drivers of a race or a team as cards (photo, car number, name, nationality, team, category), with
 * a filter by category when there are several. On phones the cards slide sideways (scroll-snap, previous
 * and next buttons); on desktop they wrap in a grid. Until the list is measured (the server's HTML, the
 * hydration), its CSS gives the buttons their room where the cards will overflow, so the block does not
 * grow when they show.
 */
export function Drivers({ data: { title, intro, drivers } }: BlockProps<DriversData>) {
  const { i18n } = useLingui();
  const { category, shown, header } = useCategoryFilter(drivers, texts, styles);
  const { list, edges, measured, measure, scroll } = useScrollEdges();

  // A new set of cards starts at the first. The first set needs neither: it starts there, and
  // useScrollEdges measures it once it is laid out.
  const measuredCategory = useRef(category);
  useEffect(() => {
    if (measuredCategory.current === category) return;
    measuredCategory.current = category;
    list.current?.scrollTo?.({ left: 0, behavior: 'instant' });
    measure();
  }, [category, list, measure]);

  const Heading = title ? 'h3' : 'h2';
  return (
    <SectionFrame
      title={title}
      intro={intro}
      classes={{ ...frameClasses.intro, section: styles.section }}
    >
      {header}
      {/* A tab stop, so the arrow keys scroll it where it slides (on phones): its cards may hold no link. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={list} className={styles.track} aria-label={title ?? i18n._(texts.list)} tabIndex={0}>
        {shown.map((driver) => (
          <li key={`${driver.firstName} ${driver.lastName}`} className={styles.slide}>
            <DriverCard driver={driver} Heading={Heading} />
          </li>
        ))}
      </ul>
      <SliderControls
        edges={edges}
        scroll={scroll}
        previousLabel={i18n._(texts.previous)}
        nextLabel={i18n._(texts.next)}
        classes={styles}
        unmeasured={!measured}
      />
    </SectionFrame>
  );
}
