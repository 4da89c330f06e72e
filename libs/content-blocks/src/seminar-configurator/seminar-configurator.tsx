import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './seminar-configurator.module.css';

/** A `seminar-configurator` block: its title and its text (its code loads with the first page that has one). */
export function SeminarConfigurator({
  data: { title, text },
}: BlockProps<SeminarConfiguratorData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
