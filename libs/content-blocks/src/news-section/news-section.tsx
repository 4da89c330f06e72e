import type { BlockProps } from '../kit/define-block.js';
import { NewsCard } from '../kit/news-card.js';
import type { NewsSectionData } from '@paddock/api-clients/blocks';
import styles from './news-section.module.css';
import { CtaLink } from '../kit/parts.js';
import { SectionFrame } from '../kit/section/section-frame.js';

/**
 * The latest news as cards (one under the other on phones, three to a row on desktop), each linking
 * to its news, then a call to action to all the news. No items: nothing at all.
 */
export function NewsSection({ data: { title, items, cta } }: BlockProps<NewsSectionData>) {
  if (items.length === 0) {
    return null;
  }
  return (
    <SectionFrame title={title} classes={styles}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} headingLevel={title ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
