import type { MosaicBlocksData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../registry/define-block.js';
import styles from './mosaic-blocks.module.css';

/** A `mosaic-blocks` block: its title and its text (its code loads with the first page that has one). */
export function MosaicBlocks({ data: { title, text } }: BlockProps<MosaicBlocksData>) {
  return (
    <div className={styles.block}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
