import type { ServicesData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './services.module.css';

/** A `services` block: its title and its text (its code loads with the first page that has one). */
export function Services({ data: { title, text } }: BlockProps<ServicesData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
