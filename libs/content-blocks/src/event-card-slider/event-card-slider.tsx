import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import { useId } from 'react';
import { BlockPicture } from '../kit/block-picture.js';
import type { BlockProps } from '../kit/define-block.js';
import type { EventCardSliderData } from '@paddock/api-clients/blocks';
import styles from './event-card-slider.module.css';
import { ScrollSlider } from '../kit/scroll-slider.js';

const texts = {
  list: /*i18n*/ { id: 'blocks.event-card-slider.list', message: 'Events' },
  previous: /*i18n*/ { id: 'blocks.event-card-slider.previous', message: 'Previous events' },
  next: /*i18n*/ { id: 'blocks.event-card-slider.next', message: 'Next events' },
  newTab: /*i18n*/ { id: 'blocks.event-card-slider.new-tab', message: '(opens in a new tab)' },
};

/**
 * Event cards in a horizontal list (scroll-snap, previous and next buttons, no autoplay): each a
 * picture, a title, a text and its link (a new tab when it says so).
 */
export function EventCardSlider({ data: { title, items } }: BlockProps<EventCardSliderData>) {
  const { i18n } = useLingui();
  const titleId = useId();

  return (
    <section className={styles.eventCardSlider} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ScrollSlider
        label={title ?? i18n._(texts.list)}
        previousLabel={i18n._(texts.previous)}
        nextLabel={i18n._(texts.next)}
      >
        {items.map((item, index) => {
          const newTab = item.cta?.target === '_blank';
          return (
            <li key={`${item.title} ${index}`}>
              <article className={styles.card}>
                {item.picture ? (
                  <BlockPicture picture={item.picture} className={styles.picture} decorative />
                ) : (
                  <div className={styles.placeholder} aria-hidden="true" />
                )}
                <div className={styles.body}>
                  <h3 className={styles.cardTitle}>{item.title}</h3>
                  {item.text ? <p className={styles.text}>{item.text}</p> : null}
                  {item.cta ? (
                    <a
                      className={styles.link}
                      href={item.cta.href}
                      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      aria-label={`${item.cta.text} — ${item.title}${newTab ? ` ${i18n._(texts.newTab)}` : ''}`}
                    >
                      {item.cta.text}
                      {newTab ? <Icon name="external" size={16} /> : null}
                    </a>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ScrollSlider>
    </section>
  );
}
