import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import { useId } from 'react';
import { Figure } from '../kit/figure.js';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './figures-text-push.module.css';

/**
 * A text and its call to action beside a column of two to four key figures: stacked on phones (text
 * first), side by side on desktop with the figures after the text or, `figuresPosition: 'start'`,
 * before it.
 */
export function FiguresTextPush({
  data: { kicker, title, text, cta, figures, figuresPosition = 'end' },
}: BlockProps<FiguresTextPushData>) {
  const heading = useId();
  return (
    <section
      className={`${styles.push} ${figuresPosition === 'start' ? styles.figuresFirst : ''}`}
      aria-labelledby={heading}
    >
      <div className={styles.body}>
        <hgroup className={styles.heading}>
          {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
          <h2 id={heading} className={styles.title}>
            {title}
          </h2>
        </hgroup>
        <p className={styles.text}>{text}</p>
        {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
      </div>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={`${figure.value} ${figure.label}`} className={styles.figure}>
            <Figure figure={figure} />
          </li>
        ))}
      </ul>
    </section>
  );
}
