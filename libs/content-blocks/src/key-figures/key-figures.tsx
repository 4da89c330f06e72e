import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './key-figures.module.css';

/** A `key-figures` block: its title and its text (its code loads with the first page that has one). */
export function KeyFigures({ data: { title, text } }: BlockProps<KeyFiguresData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
