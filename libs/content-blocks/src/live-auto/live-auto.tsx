import type { LiveAutoData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './live-auto.module.css';

/** A `live-auto` block: its title and its text (its code loads with the first page that has one). */
export function LiveAuto({ data: { title, text } }: BlockProps<LiveAutoData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
