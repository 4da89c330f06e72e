import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './hospitality-category.module.css';

/** A `hospitality-category` block: its title and its text (its code loads with the first page that has one). */
export function HospitalityCategory({
  data: { title, text },
}: BlockProps<HospitalityCategoryData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
