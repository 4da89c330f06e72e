import { useLingui } from '@lingui/react';
import { TicketList } from '@paddock/ticketing';
import { useId } from 'react';
import type { LemansCategoryData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import styles from './lemans-category.module.css';

const texts = {
  count: /*i18n*/ {
    id: 'blocks.lemans-category.count',
    message: '{count, plural, one {# ticket} other {# tickets}}',
  },
  empty: /*i18n*/ {
    id: 'blocks.lemans-category.empty',
    message: 'The tickets of this category are not on sale at the moment.',
  },
};

/**
 * A ticket category of the Le Mans site (general admission, grandstands, parking…): a wide picture,
 * then the title with how many tickets it has, the description, and its tickets to buy (a card each,
 * prices and add to cart; a sold-out price is marked), with a call to action below.
 */
export function LemansCategory({
  data: { title, text, picture, tickets, cta },
}: BlockProps<LemansCategoryData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const offers = tickets ?? [];
  return (
    <section className={styles.category} aria-labelledby={titleId}>
      <div className={picture ? `${styles.head} ${styles.withPicture}` : styles.head}>
        {picture ? (
          <div className={styles.media}>
            <BlockPicture picture={picture} className={styles.picture} />
          </div>
        ) : null}
        <div className={styles.intro}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {offers.length > 0 ? (
            <p className={styles.count}>{i18n._(texts.count.id, { count: offers.length })}</p>
          ) : null}
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
      </div>
      {offers.length > 0 ? (
        <TicketList tickets={offers} headingLevel={3} showAll />
      ) : (
        <p className={styles.empty}>{i18n._(texts.empty)}</p>
      )}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </section>
  );
}
