import type { FormData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './form.module.css';

/** A `form` block: its title and its text (its code loads with the first page that has one). */
export function Form({ data: { title, text } }: BlockProps<FormData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
