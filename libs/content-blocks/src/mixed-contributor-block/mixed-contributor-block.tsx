import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './mixed-contributor-block.module.css';

/** A `mixed-contributor-block` block: its title and its text (its code loads with the first page that has one). */
export function MixedContributorBlock({
  data: { title, text },
}: BlockProps<MixedContributorBlockData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
