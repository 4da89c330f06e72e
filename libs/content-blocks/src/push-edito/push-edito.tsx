import type { PushEditoData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './push-edito.module.css';

/** A `PUSH_EDITO` block: its title and its text (its code loads with the first page that has one). */
export function PushEdito({ data: { title, text } }: BlockProps<PushEditoData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
