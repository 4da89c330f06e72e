import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './figures-text-push.module.css';

/** A `figures-text-push` block: its title and its text (its code loads with the first page that has one). */
export function FiguresTextPush({ data: { title, text } }: BlockProps<FiguresTextPushData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
