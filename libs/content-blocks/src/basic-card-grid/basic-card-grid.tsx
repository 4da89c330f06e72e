import type { BasicCardData, BasicCardGridData } from '@paddock/api-clients/blocks';
import { Icon } from '@paddock/ui';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';
import { cardGridClasses } from '../kit/card-grid.js';
import styles from './basic-card-grid.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

function Card({ card, heading: Heading }: { card: BasicCardData; heading: 'h2' | 'h3' }) {
  const newTab = card.target === '_blank';
  return (
    <li className={`${styles.card} ${card.href ? styles.linked : ''}`}>
      {card.picture ? <BlockPicture picture={card.picture} className={styles.picture} /> : null}
      <div className={cardGridClasses.body}>
        <Heading className={styles.cardTitle}>
          {card.href ? (
            // Its box covers the card: the whole card leads there, and the title names the link.
            <a className={styles.link} href={card.href} {...(newTab ? newTabAttributes : {})}>
              {card.title}
              {newTab ? <NewTabNote /> : null}
            </a>
          ) : (
            card.title
          )}
        </Heading>
        {card.kicker ? <p className={styles.kicker}>{card.kicker}</p> : null}
        {card.text ? <p className={cardGridClasses.text}>{card.text}</p> : null}
        {card.href ? (
          <Icon name={newTab ? 'external' : 'arrow-right'} className={styles.arrow} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * Simple cards (picture, kicker, title, text) in 2, 3 or 4 columns on desktop, two on tablets, one on
 * phones; a card with a link is clickable as a whole through its title's link, with nothing else
 * interactive inside.
 */
export function BasicCardGrid({
  data: { title, text, columns = 3, cards, cta },
}: BlockProps<BasicCardGridData>) {
  return (
    <SectionFrame title={title} text={text} classes={frameClasses.grid}>
      <ul className={`${cardGridClasses.list(columns)} ${columns === 2 ? styles.two : ''}`}>
        {cards.map((card) => (
          <Card
            key={`${card.title} ${card.href ?? ''}`}
            card={card}
            heading={title ? 'h3' : 'h2'}
          />
        ))}
      </ul>
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </SectionFrame>
  );
}
