import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import { useId } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import { Figure } from '../kit/figure.js';
import styles from './key-figures.module.css';

/**
 * Big numbers with their labels (325 000 spectateurs, 62 voitures), formatted for the visitor's
 * locale: two per row on phones, up to four on desktop; the source note and call to action below.
 */
export function KeyFigures({
  data: { title, text, items, source, cta },
}: BlockProps<KeyFiguresData>) {
  const heading = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? heading : undefined}>
      {title || text ? (
        <div className={styles.intro}>
          {title ? (
            <h2 id={heading} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
      ) : null}
      <ul className={`${styles.figures} ${items.length === 1 ? styles.single : ''}`}>
        {items.map((figure) => (
          <li key={`${figure.value} ${figure.label}`} className={styles.figure}>
            <Figure figure={figure} />
          </li>
        ))}
      </ul>
      {source ? <p className={styles.source}>{source}</p> : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </section>
  );
}
