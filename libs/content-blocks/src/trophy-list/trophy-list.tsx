import type { TrophyListData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './trophy-list.module.css';

/** A `trophy-list` block: its title and its text (its code loads with the first page that has one). */
export function TrophyList({ data: { title, text } }: BlockProps<TrophyListData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
