import type { TicketPerksData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './ticket-perks.module.css';

/** A `ticket-perks` block: its title and its text (its code loads with the first page that has one). */
export function TicketPerks({ data: { title, text } }: BlockProps<TicketPerksData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
