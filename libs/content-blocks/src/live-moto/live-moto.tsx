import type { LiveMotoData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './live-moto.module.css';

/** A `live-moto` block: its title and its text (its code loads with the first page that has one). */
export function LiveMoto({ data: { title, text } }: BlockProps<LiveMotoData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
