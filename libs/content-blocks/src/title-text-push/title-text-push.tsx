import { useId } from 'react';
import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './title-text-push.module.css';

/**
 * A title and a text with a push set apart: a highlighted box of a picture, the push's own words and
 * the call to action (a group named by the push's title, or by the block's). Without a picture nor
 * words the call to action simply follows the text. `left` (default) sets the push beside the text on
 * desktop, `centered` under the centred text, `centeredPadded` the same in a padded panel; on phones
 * the push always follows the text.
 */
export function TitleTextPush({
  data: { title, text, picture, cta, push, alignment = 'left' },
}: BlockProps<TitleTextPushData>) {
  const heading = useId();
  const pushHeading = useId();
  const boxed = Boolean(picture || push);
  return (
    <section
      className={[styles.titleTextPush, styles[alignment], boxed ? '' : styles.unboxed]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={heading}
      data-alignment={alignment}
    >
      <div className={styles.main}>
        <h2 id={heading} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {boxed ? null : <CtaLink cta={cta} className={styles.cta} />}
      </div>
      {boxed ? (
        <div
          className={[styles.push, picture ? styles.withPicture : ''].filter(Boolean).join(' ')}
          role="group"
          aria-labelledby={push ? pushHeading : heading}
        >
          {picture ? <BlockPicture picture={picture} className={styles.pushPicture} /> : null}
          <div className={styles.pushBody}>
            {push ? (
              <hgroup className={styles.pushHeading}>
                {push.kicker ? <p className={styles.kicker}>{push.kicker}</p> : null}
                <h3 id={pushHeading} className={styles.pushTitle}>
                  {push.title}
                </h3>
              </hgroup>
            ) : null}
            {push?.text ? <p className={styles.pushText}>{push.text}</p> : null}
            <CtaLink cta={cta} className={styles.cta} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
