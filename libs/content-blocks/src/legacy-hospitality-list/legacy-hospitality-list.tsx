import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './legacy-hospitality-list.module.css';

/** A `legacy-hospitality-list` block: its title and its text (its code loads with the first page that has one). */
export function LegacyHospitalityList({
  data: { title, text },
}: BlockProps<LegacyHospitalityListData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
