import type { SeminarMapData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './seminar-map.module.css';

/** A `seminar-map` block: its title and its text (its code loads with the first page that has one). */
export function SeminarMap({ data: { title, text } }: BlockProps<SeminarMapData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
