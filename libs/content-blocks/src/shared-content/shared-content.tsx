import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import { useId } from 'react';
import { ScrollSlider } from '../kit/scroll-slider.js';
import { BlockPicture } from '../kit/block-picture.js';
import type { BlockProps } from '../kit/define-block.js';
import type { SharedContentData, SharedContentItem } from '@paddock/api-clients/blocks';
import styles from './shared-content.module.css';

const texts = {
  timeline: /*i18n*/ { id: 'blocks.shared-content.timeline', message: 'Timeline' },
  previous: /*i18n*/ { id: 'blocks.shared-content.previous', message: 'Earlier dates' },
  next: /*i18n*/ { id: 'blocks.shared-content.next', message: 'Later dates' },
  email: /*i18n*/ { id: 'blocks.shared-content.email', message: 'Email' },
  phone: /*i18n*/ { id: 'blocks.shared-content.phone', message: 'Phone' },
  newTab: /*i18n*/ { id: 'blocks.shared-content.new-tab', message: '(opens in a new tab)' },
};

/** An item's text: its sanitized HTML when it has some, else its plain text (line breaks kept). */
function Body({ item }: { item: SharedContentItem }) {
  if (item.html) {
    return <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  return item.text ? <p className={styles.text}>{item.text}</p> : null;
}

function ItemCta({ item }: { item: SharedContentItem }) {
  const { i18n } = useLingui();
  if (!item.cta) return null;
  const newTab = item.cta.target === '_blank';
  return (
    <a
      className={styles.cta}
      href={item.cta.href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.cta.text}
      {newTab ? (
        <>
          {' '}
          <span className={styles.visuallyHidden}>{i18n._(texts.newTab)}</span>
          <Icon name="external" size={16} />
        </>
      ) : null}
    </a>
  );
}

function Contact({ item }: { item: SharedContentItem }) {
  const { i18n } = useLingui();
  if (!item.email && !item.phone) return null;
  return (
    <dl className={styles.contact}>
      {item.email ? (
        <div>
          <dt>{i18n._(texts.email)}</dt>
          <dd>
            <a href={`mailto:${item.email}`}>{item.email}</a>
          </dd>
        </div>
      ) : null}
      {item.phone ? (
        <div>
          <dt>{i18n._(texts.phone)}</dt>
          <dd>
            <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One item as a card: picture, kicker, title, text, contact links, call to action. */
function Card({ item, className }: { item: SharedContentItem; className?: string }) {
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      {item.picture ? <BlockPicture picture={item.picture} className={styles.picture} /> : null}
      <div className={styles.cardBody}>
        {item.year ? <p className={styles.year}>{item.year}</p> : null}
        <h3 className={styles.itemTitle}>{item.title}</h3>
        {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
        <Body item={item} />
        <Contact item={item} />
        <ItemCta item={item} />
      </div>
    </article>
  );
}

const keyOf = (item: SharedContentItem, index: number) =>
  `${item.year ?? ''} ${item.title} ${index}`;

/**
 * Content shared between pages, in the layout of its data: pictures and texts alternating sides,
 * contact cards, a rich list, perks, a timeline (or a timeline slider), a board of people.
 */
export function SharedContent({
  data: { title, layout, html, items },
}: BlockProps<SharedContentData>) {
  const { i18n } = useLingui();
  const titleId = useId();

  const content = (() => {
    switch (layout) {
      case 'sc-history-slider':
        return (
          <ScrollSlider
            className={styles.historySlider}
            label={title ?? i18n._(texts.timeline)}
            previousLabel={i18n._(texts.previous)}
            nextLabel={i18n._(texts.next)}
          >
            {items.map((item, index) => (
              <li key={keyOf(item, index)}>
                <Card item={item} className={styles.historyCard} />
              </li>
            ))}
          </ScrollSlider>
        );
      case 'sc-history':
        return (
          <ol className={styles.history} aria-label={title ?? i18n._(texts.timeline)}>
            {items.map((item, index) => (
              <li key={keyOf(item, index)} className={styles.historyItem}>
                <Card item={item} className={styles.historyCard} />
              </li>
            ))}
          </ol>
        );
      case 'sc-rich-list':
        return (
          <ul className={styles.richList}>
            {items.map((item, index) => (
              <li key={keyOf(item, index)} className={styles.richItem}>
                <Card item={item} />
              </li>
            ))}
          </ul>
        );
      default:
        return (
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={keyOf(item, index)}>
                <Card item={item} />
              </li>
            ))}
          </ul>
        );
    }
  })();

  return (
    <section
      className={[styles.sharedContent, styles[layoutKey[layout]]].join(' ')}
      aria-labelledby={title ? titleId : undefined}
      data-layout={layout}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {html ? <div className={styles.intro} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {content}
    </section>
  );
}

const layoutKey = {
  'sc-alternating': 'alternating',
  'sc-contact': 'contacts',
  'sc-rich-list': 'richListLayout',
  'sc-perks': 'perks',
  'sc-history': 'historyLayout',
  'sc-history-slider': 'historySliderLayout',
  'sc-board': 'board',
} as const;
