import type { BlockProps } from '../kit/define-block.js';
import type { CardDescriptionListData } from '@paddock/api-clients/blocks';
import styles from './card-description-list.module.css';
import { CtaLink } from '../kit/parts.js';
import { SectionFrame } from '../kit/section/section-frame.js';

/**
 * Cards of a term and its description (a FAQ's questions and answers) as a description list: one
 * column on phones, two on desktop; the block's title above, its call to action below.
 */
export function CardDescriptionList({
  data: { title, items, cta },
}: BlockProps<CardDescriptionListData>) {
  return (
    <SectionFrame title={title} classes={styles}>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.title} className={styles.card}>
            <dt className={styles.term}>{item.title}</dt>
            <dd className={styles.description}>{item.text}</dd>
          </div>
        ))}
      </dl>
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
