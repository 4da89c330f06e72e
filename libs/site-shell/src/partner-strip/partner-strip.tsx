import { useLingui } from '@lingui/react';
import type { PartnerCategory } from '@paddock/api-clients/contracts';
import { buttonClassName, ResponsivePicture } from '@paddock/ui';
import { useId } from 'react';
import { NewTabLink } from '../links/links.js';
import styles from './partner-strip.module.css';

const texts = {
  title: /*i18n*/ { id: 'footer.partners', message: 'Our partners' },
  allPartners: /*i18n*/ { id: 'footer.allPartners', message: 'All partners' },
};

export interface PartnerStripProps {
  /** The site's partner categories; only those flagged `inFooter` show. */
  categories: readonly PartnerCategory[];
  /** The partners page, e.g. '/fr/partenaires'. */
  allPartnersHref: string;
  /** The page's `metadata.hidePartnersFooter`. */
  hidden?: boolean;
}

/**
 * The partner strip above the footer (SPEC §2, §9): the categories flagged `inFooter`, three to a row,
 * each partner's logo linking to its site in a new tab, then a link to the partners page.
 */
export function PartnerStrip({ categories, allPartnersHref, hidden = false }: PartnerStripProps) {
  const { i18n } = useLingui();
  const heading = useId();
  const shown = categories.filter((category) => category.inFooter && category.children.length > 0);
  if (hidden || shown.length === 0) {
    return null;
  }
  return (
    <section className={styles.strip} aria-labelledby={heading}>
      <h2 id={heading} className={styles.title}>
        {i18n._(texts.title)}
      </h2>
      <div className={styles.categories}>
        {shown.map((category) => (
          <div key={category.title} className={styles.category}>
            <h3 className={styles.categoryTitle}>{category.title}</h3>
            <ul className={styles.partners}>
              {category.children.map((partner) => (
                <li key={partner.uid}>
                  <NewTabLink href={partner.href} className={styles.partner}>
                    <ResponsivePicture
                      picture={partner.logoPicture}
                      fallbackAlt={partner.uid}
                      className={styles.logo}
                    />
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <a className={buttonClassName({ variant: 'dark' })} href={allPartnersHref}>
        {i18n._(texts.allPartners)}
      </a>
    </section>
  );
}
