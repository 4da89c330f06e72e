import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './seminar-activity-filter.module.css';

/** A `seminar-activity-filter` block: its title and its text (its code loads with the first page that has one). */
export function SeminarActivityFilter({
  data: { title, text },
}: BlockProps<SeminarActivityFilterData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
