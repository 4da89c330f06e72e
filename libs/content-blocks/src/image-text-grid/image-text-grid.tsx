import type { ImageTextGridData, ImageTextTileData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './image-text-grid.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

function Tile({ tile, heading: Heading }: { tile: ImageTextTileData; heading: 'h2' | 'h3' }) {
  if (tile.kind === 'picture') {
    return (
      <li className={`${styles.tile} ${styles.pictureTile}`}>
        <figure className={styles.figure}>
          <BlockPicture picture={tile.picture} className={styles.picture} />
          {tile.caption ? <figcaption className={styles.caption}>{tile.caption}</figcaption> : null}
        </figure>
      </li>
    );
  }
  return (
    <li className={`${styles.tile} ${styles.textTile}`}>
      {tile.title ? <Heading className={styles.tileTitle}>{tile.title}</Heading> : null}
      <p className={styles.tileText}>{tile.text}</p>
      {tile.cta ? <CtaLink cta={tile.cta} className={styles.cta} /> : null}
    </li>
  );
}

/**
 * A mosaic of picture tiles (with captions) and text tiles, in the order the editor alternated them:
 * one column on phones, two (`two-by-two`) or three (`three-columns`) on desktop, tiles of one height
 * per row.
 */
export function ImageTextGrid({
  data: { title, text, layout = 'two-by-two', tiles },
}: BlockProps<ImageTextGridData>) {
  return (
    <SectionFrame title={title} text={text} classes={frameClasses.grid}>
      <ul className={`${styles.mosaic} ${styles[layout]}`} data-layout={layout}>
        {tiles.map((tile, index) => (
          // Tiles have no identity of their own: their place in the mosaic is it.
          <Tile key={index} tile={tile} heading={title ? 'h3' : 'h2'} />
        ))}
      </ul>
    </SectionFrame>
  );
}
