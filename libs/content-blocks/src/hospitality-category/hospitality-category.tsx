import { useLingui } from '@lingui/react';
import { TicketList } from '@paddock/ticketing';
import { useId } from 'react';
import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import { PerkIcon } from '../kit/perk-icon.js';
import styles from './hospitality-category.module.css';

const texts = {
  features: /*i18n*/ { id: 'blocks.hospitality-category.features', message: 'Included' },
  noOffers: /*i18n*/ {
    id: 'blocks.hospitality-category.noOffers',
    message: 'The offers of this category are not on sale at the moment.',
  },
  contact: /*i18n*/ {
    id: 'blocks.hospitality-category.contact',
    message: 'A group, a company event, a tailor-made package? Our hospitality team answers you.',
  },
};

/**
 * A hospitality category (lounges, villages, suites): its picture beside its title, text and what
 * every offer includes; then its offers to buy (a ticket card each, with prices and add to cart,
 * a sold-out one marked so); then a call to contact the hospitality team.
 */
export function HospitalityCategory({
  data: { title, text, picture, features, ticketSecutixIds, tickets, contact },
}: BlockProps<HospitalityCategoryData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const sells = (ticketSecutixIds?.length ?? 0) > 0;
  const offers = tickets ?? [];
  return (
    <section className={styles.category} aria-labelledby={titleId}>
      <div className={picture ? `${styles.intro} ${styles.withPicture}` : styles.intro}>
        {picture ? (
          <div className={styles.media}>
            <BlockPicture picture={picture} className={styles.picture} />
          </div>
        ) : null}
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {text ? <p className={styles.text}>{text}</p> : null}
          {features ? (
            <ul className={styles.features} aria-label={i18n._(texts.features)}>
              {features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <PerkIcon name="check" size={20} className={styles.check} />
                  {feature}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {sells && offers.length > 0 ? (
        <div className={styles.offers}>
          <TicketList tickets={offers} headingLevel={3} showAll />
        </div>
      ) : null}
      {sells && offers.length === 0 ? (
        <p className={styles.empty}>{i18n._(texts.noOffers)}</p>
      ) : null}
      {contact ? (
        <div className={styles.contact}>
          <p className={styles.contactText}>{i18n._(texts.contact)}</p>
          <CtaLink cta={contact} className={styles.contactCta} />
        </div>
      ) : null}
    </section>
  );
}
