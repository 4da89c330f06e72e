import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture } from '../kit/block-picture.js';
import type { IntroShopData } from '@paddock/api-clients/blocks';
import styles from './intro-shop.module.css';

/**
 * The shop's introduction, at the top of the ticketing home: its title (a level 2 heading),
 * a text (line breaks kept) and a picture beside it on desktop.
 */
export function IntroShop({ data: { title, text, picture } }: BlockProps<IntroShopData>) {
  return (
    <div className={picture ? `${styles.intro} ${styles.withPicture}` : styles.intro}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {picture ? (
        <div className={styles.media}>
          <BlockPicture picture={picture} className={styles.picture} />
        </div>
      ) : null}
    </div>
  );
}
