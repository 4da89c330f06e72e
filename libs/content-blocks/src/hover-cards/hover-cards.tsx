import type { HoverCardsData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './hover-cards.module.css';

/** A `hover-cards` block: its title and its text (its code loads with the first page that has one). */
export function HoverCards({ data: { title, text } }: BlockProps<HoverCardsData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
