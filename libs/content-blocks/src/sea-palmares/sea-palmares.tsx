import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './sea-palmares.module.css';

/** A `sea-palmares` block: its title and its text (its code loads with the first page that has one). */
export function SeaPalmares({ data: { title, text } }: BlockProps<SeaPalmaresData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
