import type { CategoryLinksData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './category-links.module.css';

/** A `category-links` block: its title and its text (its code loads with the first page that has one). */
export function CategoryLinks({ data: { title, text } }: BlockProps<CategoryLinksData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
