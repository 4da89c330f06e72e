import type { DriversData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './drivers.module.css';

/** A `drivers` block: its title and its text (its code loads with the first page that has one). */
export function Drivers({ data: { title, text } }: BlockProps<DriversData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
