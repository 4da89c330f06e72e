import { useId } from 'react';
import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { CtaLink } from '../kit/parts.js';
import styles from './centered-title-text.module.css';

/**
 * A section's opening, centred in a readable column: a kicker, the title over a short rule, a text
 * (line breaks kept) and a call to action. `centeredPadded` sets it on a padded panel of the tone's
 * surface.
 */
export function CenteredTitleText({
  data: { kicker, title, text, cta, alignment = 'centered' },
}: BlockProps<CenteredTitleTextData>) {
  const heading = useId();
  return (
    <section
      className={`${styles.opening} ${styles[alignment]}`}
      aria-labelledby={heading}
      data-alignment={alignment}
    >
      <hgroup className={styles.heading}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
      </hgroup>
      {text ? <p className={styles.text}>{text}</p> : null}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </section>
  );
}
