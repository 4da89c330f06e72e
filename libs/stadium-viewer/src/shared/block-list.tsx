import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { seatCategoryColours, type ViewerBlock, type ViewerVenue } from '../viewer.js';
import { sharedTexts } from './texts.js';
import styles from './block-list.module.css';

export interface BlockListProps {
  venue: ViewerVenue;
  selectableBlocks: ReadonlySet<string>;
  describeBlock: (block: ViewerBlock) => string;
  onBlockClick: (blockId: string) => void;
}

/** The blocks on sale, grandstand by grandstand, as buttons: the top view without the map. */
export function BlockList({
  venue,
  selectableBlocks,
  describeBlock,
  onBlockClick,
}: BlockListProps) {
  const { i18n } = useLingui();
  const id = useId();
  const stands = venue.stands
    .map((stand) => ({
      stand,
      blocks: stand.blocks.filter((block) => selectableBlocks.has(block.id)),
    }))
    .filter(({ blocks }) => blocks.length > 0);
  if (stands.length === 0) {
    return <p className={styles.empty}>{i18n._(sharedTexts.noBlockOnSale)}</p>;
  }
  return (
    <div className={styles.stands} aria-label={i18n._(sharedTexts.blocksOnSale)} role="group">
      {stands.map(({ stand, blocks }) => (
        <div key={stand.code} className={styles.stand}>
          <p className={styles.name} id={`${id}-${stand.code}`}>
            {stand.name}
          </p>
          <ul className={styles.blocks} aria-labelledby={`${id}-${stand.code}`}>
            {blocks.map((block) => (
              <li key={block.id}>
                <button
                  type="button"
                  className={styles.block}
                  data-block-id={block.id}
                  onClick={() => onBlockClick(block.id)}
                >
                  <span
                    className={styles.swatch}
                    style={{ background: seatCategoryColours[block.categoryCode] }}
                    aria-hidden="true"
                  />
                  {describeBlock(block)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
