import type { DelegationsTerritorialesData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './delegations-territoriales.module.css';

/** A `delegations-territoriales` block: its title and its text (its code loads with the first page that has one). */
export function DelegationsTerritoriales({
  data: { title, text },
}: BlockProps<DelegationsTerritorialesData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
