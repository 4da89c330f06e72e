import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './centered-title-text.module.css';

/** A `centered-title-text` block: its title and its text (its code loads with the first page that has one). */
export function CenteredTitleText({ data: { title, text } }: BlockProps<CenteredTitleTextData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
