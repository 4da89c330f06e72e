import type { BlockProps } from '../kit/define-block.js';
import type { PartnersData } from '@paddock/api-clients/blocks';
import styles from './partners.module.css';
import { BlockPicture, CtaLink, NewTabNote, newTabAttributes } from '../kit/parts.js';

/**
 * The partners: each category (its title, then its partners' logos in a row, each linking to the
 * partner's site in a new tab). With `inFooterOnly` (the home), only the categories flagged `inFooter`,
 * three to a row on desktop (SPEC §9), and a call to action to the partners page; otherwise (the
 * partners page) every category, one under the other, with larger logos. No category with partners:
 * nothing at all.
 */
export function Partners({
  data: { title, inFooterOnly = false, cta, categories = [] },
}: BlockProps<PartnersData>) {
  const shown = categories.filter(
    (category) => category.children.length > 0 && (!inFooterOnly || category.inFooter),
  );
  if (shown.length === 0) {
    return null;
  }
  const CategoryHeading = title ? 'h3' : 'h2';
  // Not a landmark: the footer's partner strip is the page's partners region.
  return (
    <div className={`${styles.partners} ${inFooterOnly ? styles.compact : styles.full}`}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.categories}>
        {shown.map((category) => (
          <div key={category.title} className={styles.category}>
            <CategoryHeading className={styles.categoryTitle}>{category.title}</CategoryHeading>
            <ul className={styles.logos}>
              {category.children.map((partner) => (
                <li key={partner.uid} className={styles.logoItem}>
                  <a href={partner.href} className={styles.partner} {...newTabAttributes}>
                    <BlockPicture
                      picture={partner.logoPicture}
                      fallbackAlt={partner.uid}
                      className={styles.logo}
                    />
                    <NewTabNote />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </div>
  );
}
