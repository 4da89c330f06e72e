import { useId } from 'react';
import type { SplashTextData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './splash-text.module.css';

/**
 * A big statement as the section's title (line breaks kept), its kicker above, a short text and a
 * call to action below. Over a background picture, a dark veil keeps the text readable whatever the
 * picture; aligned `centered` (default), `left` or `centeredPadded`.
 */
export function SplashText({
  data: { kicker, title, text, picture, cta, alignment = 'centered' },
}: BlockProps<SplashTextData>) {
  const heading = useId();
  return (
    <section
      className={[styles.splash, styles[alignment], picture ? styles.pictured : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={heading}
      data-alignment={alignment}
    >
      {picture ? (
        <div className={styles.backdrop}>
          {/* Decorative: the statement says it all. */}
          <BlockPicture picture={picture} className={styles.picture} decorative />
        </div>
      ) : null}
      <div className={styles.content}>
        <hgroup className={styles.heading}>
          {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
          <h2 id={heading} className={styles.statement}>
            {title}
          </h2>
        </hgroup>
        {text ? <p className={styles.text}>{text}</p> : null}
        {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
      </div>
    </section>
  );
}
