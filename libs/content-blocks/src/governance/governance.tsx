import type { GovernanceData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './governance.module.css';

/** A `governance` block: its title and its text (its code loads with the first page that has one). */
export function Governance({ data: { title, text } }: BlockProps<GovernanceData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
