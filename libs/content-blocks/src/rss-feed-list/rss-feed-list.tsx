import type { RssFeedListData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './rss-feed-list.module.css';

/** A `rss-feed-list` block: its title and its text (its code loads with the first page that has one). */
export function RssFeedList({ data: { title, text } }: BlockProps<RssFeedListData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
