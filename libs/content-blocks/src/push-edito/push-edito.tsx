import type { PushEditoData, PushEditoItem } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './push-edito.module.css';
import { SectionFrame } from '../kit/section/section-frame.js';

interface PushProps {
  item: PushEditoItem;
  Heading: 'h2' | 'h3';
}

/** One push: its picture, kicker, title, text and call to action, whose link covers the whole push. */
function Push({ item, Heading }: PushProps) {
  return (
    <article className={styles.push}>
      <div className={styles.media}>
        <BlockPicture picture={item.picture} className={styles.picture} />
      </div>
      <div className={styles.body}>
        <hgroup className={styles.heading}>
          {item.kicker ? <p className={styles.kicker}>{item.kicker}</p> : null}
          <Heading className={styles.title}>{item.title}</Heading>
        </hgroup>
        {item.text ? <p className={styles.text}>{item.text}</p> : null}
        <CtaLink cta={item.cta} className={styles.cta} />
      </div>
    </article>
  );
}

/**
 * Editorial pushes. `large` (default): each push wide, its picture beside its text on desktop (on
 * alternate sides from one push to the next); `row`: two to four cards side by side. Under the block's
 * title the pushes' titles are level 3.
 */
export function PushEdito({ data: { title, layout = 'large', items } }: BlockProps<PushEditoData>) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <SectionFrame
      className={`${styles.pushEdito} ${styles[layout]}`}
      title={title}
      classes={{ title: styles.blockTitle }}
      data-layout={layout}
    >
      {items.length === 1 && items[0] ? (
        <Push item={items[0]} Heading={Heading} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.title} ${item.cta.href}`} className={styles.item}>
              <Push item={item} Heading={Heading} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
