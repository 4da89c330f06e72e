import { Icon } from '@paddock/ui';
import { defineBlock, type BlockProps } from '../registry/define-block.js';
import type { TitleTextData } from '@paddock/api-clients/blocks';
import { CtaLink } from '../shared/parts.js';
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
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </div>
  );
}

export const titleTextBlock = defineBlock<TitleTextData>(TitleText);
