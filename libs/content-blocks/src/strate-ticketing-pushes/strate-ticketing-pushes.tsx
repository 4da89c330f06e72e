import { buttonClassName, Icon } from '@paddock/ui';
import { useLingui } from '@lingui/react';
import { BlockPicture } from '../kit/block-picture.js';
import type { BlockProps } from '../kit/define-block.js';
import type { StrateTicketingPushesData } from '@paddock/api-clients/blocks';
import styles from './strate-ticketing-pushes.module.css';

const texts = {
  newTab: /*i18n*/ { id: 'blocks.strate-ticketing-pushes.newTab', message: '(opens a new tab)' },
};

/**
 * A row of ticketing pushes (parking, campsites, hospitality…): a card each with its picture, title,
 * text and call to action; stacked on phones, side by side on desktop.
 */
export function StrateTicketingPushes({
  data: { title, items },
}: BlockProps<StrateTicketingPushesData>) {
  const { i18n } = useLingui();
  // Under the block's title the cards' titles are level 3; without one, level 2.
  const ItemHeading = title ? 'h3' : 'h2';
  return (
    <section className={styles.strate}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const newTab = item.cta?.target === '_blank';
          return (
            <li key={item.title} className={styles.card}>
              {item.picture ? (
                <BlockPicture picture={item.picture} className={styles.picture} />
              ) : null}
              <div className={styles.body}>
                <ItemHeading className={styles.itemTitle}>{item.title}</ItemHeading>
                {item.text ? <p className={styles.text}>{item.text}</p> : null}
                {item.cta ? (
                  <a
                    className={`${buttonClassName({ variant: item.cta.style ?? 'primary' })} ${styles.cta}`}
                    href={item.cta.href}
                    {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {item.cta.text}
                    {newTab ? (
                      <>
                        <Icon name="external" />{' '}
                        <span className="pdk-visually-hidden">{i18n._(texts.newTab)}</span>
                      </>
                    ) : null}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
