import type { EventLocatorData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './event-locator.module.css';

/** A `event-locator` block: its title and its text (its code loads with the first page that has one). */
export function EventLocator({ data: { title, text } }: BlockProps<EventLocatorData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
