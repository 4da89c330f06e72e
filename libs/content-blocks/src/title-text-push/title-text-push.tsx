import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './title-text-push.module.css';

/** A `title-text-push` block: its title and its text (its code loads with the first page that has one). */
export function TitleTextPush({ data: { title, text } }: BlockProps<TitleTextPushData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
