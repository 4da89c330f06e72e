import type { ModalGridData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './modal-grid.module.css';

/** A `modal-grid` block: its title and its text (its code loads with the first page that has one). */
export function ModalGrid({ data: { title, text } }: BlockProps<ModalGridData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
