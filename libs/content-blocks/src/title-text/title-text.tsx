import { buttonClassName, Icon } from '@paddock/ui';
import { defineBlock, type BlockProps } from '../kit/define-block.js';
import type { TitleTextData } from '@paddock/api-clients/blocks';
import styles from './title-text.module.css';

/**
 * A title and a plain text (line breaks kept), and an optional call to action under it. `info` sets it
 * apart in a box; `legal` is the small print.
 */
export function TitleText({ data: { title, text, kind, cta } }: BlockProps<TitleTextData>) {
  return (
    <div className={[styles.titleText, kind ? styles[kind] : ''].filter(Boolean).join(' ')}>
      {kind === 'info' ? <Icon name="info" className={styles.icon} /> : null}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {cta ? (
        // A link of this site, as a button of its style: no new tab, so none of CtaLink's new-tab
        // parts, which would load with this first-bundle block on every page.
        <a
          className={`${buttonClassName({ variant: cta.style ?? 'primary' })} ${styles.cta}`}
          href={cta.href}
        >
          {cta.text}
        </a>
      ) : null}
    </div>
  );
}

export const titleTextBlock = defineBlock<TitleTextData>(TitleText);
