import type { EventListData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './event-list.module.css';

/** A `event-list` block: its title and its text (its code loads with the first page that has one). */
export function EventList({ data: { title, text } }: BlockProps<EventListData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
