import { useLingui } from '@lingui/react';
import type { ServiceIcon, ServicesData } from '@paddock/api-clients/blocks';
import { Icon, OutlineIcon } from '@paddock/ui';
import { useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './services.module.css';
import { ToggleFilters } from '../kit/filters/toggle-filters.js';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  filter: /*i18n*/ { id: 'blocks.services.filter', message: 'Show the services' },
  all: /*i18n*/ { id: 'blocks.services.all', message: 'All' },
  count: /*i18n*/ {
    id: 'blocks.services.count',
    message: '{count, plural, one {# service shown} other {# services shown}}',
  },
  hours: /*i18n*/ { id: 'blocks.services.hours', message: 'Opening hours' },
  location: /*i18n*/ { id: 'blocks.services.location', message: 'Where' },
};

/** Outline pictograms on a 24 × 24 grid, drawn like `@paddock/ui`'s Icon (which has `info`). */
const pictograms: Record<Exclude<ServiceIcon, 'info'>, string> = {
  health: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v8m-4-4h8',
  'lost-found':
    'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2m-4.5 4.5a1.5 1.5 0 1 1 2 1.4c-.3.2-.5.5-.5.9v.4m0 2.3h.01',
  accessibility:
    'M11 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm0 2v6h5l2 5m-7-8h4m-7 1.5a5 5 0 1 0 7.5 5.5',
  shuttle:
    'M6 17V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v11M4 17h16M6 11h12M8 20v-3m8 3v-3m-7.5-3h.01m7 0h.01',
  charging: 'M13 2 5 13h6l-1 9 8-11h-6l1-9Z',
  wifi: 'M2 9a14 14 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  family:
    'M8 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm9 3a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM4 21v-7a4 4 0 0 1 8 0v7m2.5 0v-5a2.5 2.5 0 0 1 5 0v5',
  food: 'M7 3v8m-3-8v5a3 3 0 0 0 6 0V3M7 11v10m10-18c-2 1-3 4-3 7h3m0-7v18',
  water: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z',
  toilets:
    'M7 6a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM5 21v-7H4V9h6v5H9v7M15 21v-5h-2l2-7h4l2 7h-2v5M12 3v18',
  cash: 'M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v.01M18 14v.01',
  luggage:
    'M7 7h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm3 0V4h4v3M9 11v6m6-6v6',
  parking:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm5 14V7h3.5a3 3 0 0 1 0 6H10',
};

function Pictogram({ icon }: { icon: ServiceIcon }) {
  if (icon === 'info') return <Icon name="info" size={28} />;
  return <OutlineIcon d={pictograms[icon]} size={28} />;
}

/** A small pin for a service's place (the clock is drawn for its hours). */
const pinPath =
  'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';
const clockPath = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2';

/** A fact of a service (its hours, its place), when it has one: its mark, named for screen readers. */
function Fact({ path, label, value }: { path: string; label: string; value?: string | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>
        <OutlineIcon d={path} size={18} />
        <span className="pdk-visually-hidden">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The on-site services for fans: a grid of cards, each a pictogram, a title, a text, and its opening
 * hours and place when given. With `filter`, the services' categories become toggle buttons above
 * the grid, the number shown said politely as it changes.
 */
export function Services({ data: { title, text, items, filter } }: BlockProps<ServicesData>) {
  const { i18n } = useLingui();
  const [category, setCategory] = useState<string | null>(null);
  const categories = [...new Set(items.flatMap((item) => (item.category ? [item.category] : [])))];
  const filterable = filter === true && categories.length > 1;
  const shown = category ? items.filter((item) => item.category === category) : items;
  const ItemHeading = title ? 'h3' : 'h2';

  return (
    <SectionFrame title={title} text={text} classes={frameClasses.wide}>
      {filterable ? (
        <div className={styles.toolbar}>
          <ToggleFilters
            label={i18n._(texts.filter)}
            allLabel={i18n._(texts.all)}
            options={categories}
            value={category}
            onChange={setCategory}
            classes={styles}
          />
          <p role="status" className={styles.count}>
            {i18n._(texts.count.id, { count: shown.length })}
          </p>
        </div>
      ) : null}

      <ul className={styles.grid}>
        {shown.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.pictogram}>
              <Pictogram icon={item.icon} />
            </span>
            <div className={styles.body}>
              <ItemHeading className={styles.cardTitle}>{item.title}</ItemHeading>
              {item.text ? <p className={styles.cardText}>{item.text}</p> : null}
              {item.hours || item.location ? (
                <dl className={styles.facts}>
                  <Fact path={clockPath} label={i18n._(texts.hours)} value={item.hours} />
                  <Fact path={pinPath} label={i18n._(texts.location)} value={item.location} />
                </dl>
              ) : null}
              {item.cta ? <CtaLink cta={item.cta} className={styles.cta} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
