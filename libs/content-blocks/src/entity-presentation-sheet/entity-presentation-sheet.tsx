import type { EntityPresentationSheetData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './entity-presentation-sheet.module.css';

/** A `entity-presentation-sheet` block: its title and its text (its code loads with the first page that has one). */
export function EntityPresentationSheet({
  data: { title, text },
}: BlockProps<EntityPresentationSheetData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
