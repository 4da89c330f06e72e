import type { BlockProps } from '../kit/define-block.js';
import type { AlternatingListData } from '@paddock/api-clients/blocks';
import styles from './alternating-list.module.css';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import { SectionFrame } from '../kit/section/section-frame.js';

/**
 * Entries of a picture and a text: stacked on phones, side by side on desktop with the picture on the
 * left, then on the right, and so on. Under the block's title the entries' titles are level 3.
 */
export function AlternatingList({ data: { title, items } }: BlockProps<AlternatingListData>) {
  const ItemHeading = title ? 'h3' : 'h2';
  return (
    <SectionFrame title={title} classes={styles}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li
            key={item.title}
            className={[
              styles.item,
              index % 2 === 1 ? styles.reversed : '',
              item.picture ? '' : styles.textOnly,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {item.picture ? (
              <figure className={styles.figure}>
                <BlockPicture picture={item.picture} className={styles.picture} />
              </figure>
            ) : null}
            <div className={styles.body}>
              <ItemHeading className={styles.itemTitle}>{item.title}</ItemHeading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
              {item.cta ? <CtaLink cta={item.cta} className={styles.cta} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
