import type { LemansCategoryData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './lemans-category.module.css';

/** A `lemans-category` block: its title and its text (its code loads with the first page that has one). */
export function LemansCategory({ data: { title, text } }: BlockProps<LemansCategoryData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
