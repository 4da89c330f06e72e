import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './sea-presentation.module.css';

/** A `sea-presentation` block: its title and its text (its code loads with the first page that has one). */
export function SeaPresentation({ data: { title, text } }: BlockProps<SeaPresentationData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
