import type { BasicCardGridData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './basic-card-grid.module.css';

/** A `basic-card-grid` block: its title and its text (its code loads with the first page that has one). */
export function BasicCardGrid({ data: { title, text } }: BlockProps<BasicCardGridData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
