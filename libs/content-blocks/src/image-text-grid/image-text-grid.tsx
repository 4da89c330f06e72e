import type { ImageTextGridData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './image-text-grid.module.css';

/** A `image-text-grid` block: its title and its text (its code loads with the first page that has one). */
export function ImageTextGrid({ data: { title, text } }: BlockProps<ImageTextGridData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
