import { useLingui } from '@lingui/react';
import { Price } from '@paddock/ui';
import { useState } from 'react';
import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';
import { ChoiceFilter } from '../kit/choice-filter.js';
import styles from './legacy-hospitality-list.module.css';

const texts = {
  filter: /*i18n*/ { id: 'blocks.legacy-hospitality-list.filter', message: 'Location' },
  all: /*i18n*/ { id: 'blocks.legacy-hospitality-list.all', message: 'All locations' },
  count: /*i18n*/ {
    id: 'blocks.legacy-hospitality-list.count',
    message: '{count, plural, =0 {No offers} one {# offer} other {# offers}}',
  },
  location: /*i18n*/ { id: 'blocks.legacy-hospitality-list.location', message: 'Location' },
  capacity: /*i18n*/ { id: 'blocks.legacy-hospitality-list.capacity', message: 'Capacity' },
  upTo: /*i18n*/ {
    id: 'blocks.legacy-hospitality-list.upTo',
    message: '{max, plural, one {Up to # guest} other {Up to # guests}}',
  },
  between: /*i18n*/ {
    id: 'blocks.legacy-hospitality-list.between',
    message: '{min} to {max} guests',
  },
  price: /*i18n*/ { id: 'blocks.legacy-hospitality-list.price', message: 'From' },
};

type Item = LegacyHospitalityListData['items'][number];

/**
 * The older hospitality list: a row per offer (picture, name, description, then its location,
 * capacity and lowest price, and its link or enquiry button), filtered by location; how many offers
 * show is announced politely as the filter changes. The filter shows only with two locations or more.
 */
export function LegacyHospitalityList({
  data: { title, text, items, enquiry },
}: BlockProps<LegacyHospitalityListData>) {
  const { i18n } = useLingui();
  const [location, setLocation] = useState<string | null>(null);
  const locations = [...new Set(items.map((item) => item.location))];
  const shown = items.filter((item) => location === null || item.location === location);
  const choices = [
    { value: '', label: i18n._(texts.all) },
    ...locations.map((each) => ({ value: each, label: each })),
  ];
  return (
    <SectionFrame
      title={title}
      text={text}
      classes={{ ...frameClasses.shop, section: styles.list }}
    >
      {locations.length > 1 ? (
        <ChoiceFilter
          legend={i18n._(texts.filter)}
          choices={choices}
          value={location ?? ''}
          onChange={(chosen) => setLocation(chosen || null)}
          classes={{ choice: styles.filter }}
        />
      ) : null}
      <p className={styles.count} role="status">
        {i18n._(texts.count.id, { count: shown.length })}
      </p>
      <ul className={styles.rows}>
        {shown.map((item) => (
          <li key={`${item.location} ${item.name}`} className={styles.row}>
            <Row item={item} />
          </li>
        ))}
      </ul>
      {enquiry ? <CtaLink cta={enquiry} className={styles.enquiry} /> : null}
    </SectionFrame>
  );
}

function Row({ item }: { item: Item }) {
  const { i18n } = useLingui();
  const { capacity } = item;
  return (
    <>
      {item.picture ? <BlockPicture picture={item.picture} className={styles.picture} /> : null}
      <div className={styles.main}>
        <h3 className={styles.name}>{item.name}</h3>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      <dl className={styles.facts}>
        <div className={`${styles.fact} ${styles.location}`}>
          <dt className={styles.term}>{i18n._(texts.location)}</dt>
          <dd className={styles.value}>
            <PerkIcon name="pin" size={18} className={styles.icon} />
            {item.location}
          </dd>
        </div>
        {capacity ? (
          <div className={`${styles.fact} ${styles.capacity}`}>
            <dt className={styles.term}>{i18n._(texts.capacity)}</dt>
            <dd className={styles.value}>
              <PerkIcon name="family" size={18} className={styles.icon} />
              {capacity.min === undefined
                ? i18n._(texts.upTo.id, { max: capacity.max })
                : i18n._(texts.between.id, { min: capacity.min, max: capacity.max })}
            </dd>
          </div>
        ) : null}
        {item.priceFrom !== undefined ? (
          <div className={`${styles.fact} ${styles.priceFact}`}>
            <dt className={styles.term}>{i18n._(texts.price)}</dt>
            <dd className={`${styles.value} ${styles.price}`}>
              <Price value={item.priceFrom} />
            </dd>
          </div>
        ) : null}
      </dl>
      {item.link ? <CtaLink cta={item.link} className={styles.link} /> : null}
    </>
  );
}
