import type { MediaIntroData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './media-intro.module.css';

/** A `media-intro` block: its title and its text (its code loads with the first page that has one). */
export function MediaIntro({ data: { title, text } }: BlockProps<MediaIntroData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
