import type { TicketingSummaryData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './ticketing-summary.module.css';

/** A `ticketing-summary` block: its title and its text (its code loads with the first page that has one). */
export function TicketingSummary({ data: { title, text } }: BlockProps<TicketingSummaryData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
