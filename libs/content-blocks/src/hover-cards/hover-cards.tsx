import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import { useId, useState } from 'react';
import type { HoverCardData, HoverCardsData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './hover-cards.module.css';
import { SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  more: /*i18n*/ { id: 'blocks.hover-cards.more', message: 'More about {title}' },
};

interface HoverCardProps {
  item: HoverCardData;
  Heading: 'h2' | 'h3';
}

/**
 * One card. With a mouse on desktop its text and call to action rise over the picture on hover, and
 * on focus (the link is reachable with the keyboard, and reveals the card). Elsewhere (touch screens,
 * phones) a button shows and hides them, saying so with `aria-expanded`. The CSS picks the way.
 */
function HoverCard({ item, Heading }: HoverCardProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const revealId = useId();
  return (
    <article className={[styles.card, open ? styles.open : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <BlockPicture picture={item.picture} className={styles.picture} />
      </div>
      <div className={styles.content}>
        <div className={styles.face}>
          <Heading className={styles.title}>{item.title}</Heading>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={revealId}
            onClick={() => setOpen((was) => !was)}
          >
            <Icon name="plus" size={20} className={styles.toggleIcon} />
            <span className="pdk-visually-hidden">
              {i18n._(texts.more.id, { title: item.title })}
            </span>
          </button>
        </div>
        <div id={revealId} className={styles.reveal}>
          <div className={styles.revealInner}>
            <p className={styles.text}>{item.text}</p>
            <CtaLink cta={item.cta} className={styles.cta} />
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * Cards of a picture and a title that reveal a text and a call to action: on hover and keyboard focus
 * with a mouse on desktop, by a button on touch screens. A title and an introduction above; under the
 * block's title, the cards' titles are level 3.
 */
export function HoverCards({ data: { title, text, items } }: BlockProps<HoverCardsData>) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <SectionFrame
      className={styles.hoverCards}
      title={title}
      text={text}
      classes={{ title: styles.blockTitle, intro: styles.intro, text: styles.introText }}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <HoverCard item={item} Heading={Heading} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
