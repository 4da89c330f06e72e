import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import { Figure } from '../kit/figure.js';
import styles from './key-figures.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

/**
 * Big numbers with their labels (325 000 spectateurs, 62 voitures), formatted for the visitor's
 * locale: two per row on phones, up to four on desktop; the source note and call to action below.
 */
export function KeyFigures({
  data: { title, text, items, source, cta },
}: BlockProps<KeyFiguresData>) {
  return (
    <SectionFrame title={title} text={text} classes={frameClasses.text}>
      <ul className={`${styles.figures} ${items.length === 1 ? styles.single : ''}`}>
        {items.map((figure) => (
          <li key={`${figure.value} ${figure.label}`} className={styles.figure}>
            <Figure figure={figure} />
          </li>
        ))}
      </ul>
      {source ? <p className={styles.source}>{source}</p> : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
