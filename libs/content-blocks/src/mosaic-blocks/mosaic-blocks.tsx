import type { MosaicBlocksData, MosaicTileData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './mosaic-blocks.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

/** The cells a tile spans: its kind's (a feature takes two by two), widened or heightened by its size. */
function tileClass(tile: MosaicTileData): string {
  const size = tile.kind !== 'feature' && tile.size !== 'small' ? tile.size : undefined;
  return [styles.tile, styles[`${tile.kind}Tile`], size ? styles[size] : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A mosaic of tiles of different sizes on a CSS grid (two columns on phones, four on desktop): picture
 * tiles with a title linking on, text tiles with an optional call to action, and a big feature tile.
 * The grid never reorders them (no dense packing), so the reading order is the order seen.
 */
export function MosaicBlocks({ data: { title, intro, tiles } }: BlockProps<MosaicBlocksData>) {
  const Heading = title ? 'h3' : 'h2';

  const content = (tile: MosaicTileData) => {
    switch (tile.kind) {
      case 'picture': {
        const newTab = tile.target ? tile.target === '_blank' : /^https?:\/\//i.test(tile.href);
        return (
          <>
            <BlockPicture picture={tile.picture} className={styles.image} decorative />
            <div className={styles.caption}>
              <Heading className={styles.tileTitle}>
                <a className={styles.link} href={tile.href} {...(newTab ? newTabAttributes : {})}>
                  {tile.title}
                  {newTab ? <NewTabNote /> : null}
                </a>
              </Heading>
            </div>
          </>
        );
      }
      case 'text':
        return (
          <div className={styles.body}>
            <Heading className={styles.tileTitle}>{tile.title}</Heading>
            <p className={styles.copy}>{tile.text}</p>
            {tile.cta ? <CtaLink cta={tile.cta} className={styles.cta} /> : null}
          </div>
        );
      case 'feature':
        return (
          <>
            <BlockPicture picture={tile.picture} className={styles.image} />
            <div className={styles.featureBody}>
              <Heading className={styles.featureTitle}>{tile.title}</Heading>
              {tile.text ? <p className={styles.copy}>{tile.text}</p> : null}
              {tile.cta ? <CtaLink cta={tile.cta} className={styles.cta} /> : null}
            </div>
          </>
        );
    }
  };

  return (
    <SectionFrame title={title} intro={intro} classes={frameClasses.intro}>
      <ul className={styles.mosaic}>
        {tiles.map((tile, index) => (
          <li key={`${tile.kind} ${tile.title} ${index}`} className={tileClass(tile)}>
            {content(tile)}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
