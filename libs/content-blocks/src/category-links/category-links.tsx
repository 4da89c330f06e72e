import { useLingui } from '@lingui/react';
import { Icon, OutlineIcon } from '@paddock/ui';
import type { CategoryLinkIcon, CategoryLinksData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, NewTabNote, newTabAttributes } from '../kit/parts.js';
import styles from './category-links.module.css';
import { SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  label: /*i18n*/ { id: 'blocks.category-links.label', message: 'Quick links' },
};

/** The categories' pictograms: outline paths on a 24×24 grid, like the UI kit's icons. */
const pictograms: Record<CategoryLinkIcon, string> = {
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4Zm11 0v2m0 2v2m0 2v2',
  calendar: 'M4 6h16v14H4Zm0 4h16M8 3v4m8-4v4m-8 7h2m4 0h2m-8 3h2',
  flag: 'M5 21V4h14l-3 4.5 3 4.5H5',
  map: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  car: 'M3 16v-3l2-5h14l2 5v3Zm0 0v2h3v-2m12 0v2h3v-2M7 12.5h.01m9.99 0h.01',
  parking:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 14V7h4a3 3 0 0 1 0 6H9',
  bed: 'M3 5v14m0-4h18v4m0-4v-3a3 3 0 0 0-3-3h-7v6M7 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  camping: 'M2 20h20M12 4 3.5 20M12 4l8.5 16M12 20l-3-6h6Z',
  food: 'M6 3v7a2 2 0 0 0 4 0V3M8 10v11M18 21V3c-2 1.5-3 4-3 7v3h3',
  family:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0m2-9a2.5 2.5 0 1 0 0-5m4 14a5 5 0 0 0-4-4.9',
  accessibility:
    'M12 6a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm-1 2v6h5l2 5m-7-8h5M8 10.5a5.5 5.5 0 1 0 7.5 7.2',
  shop: 'M5 8h14l-1 12H6Zm4 0V6a3 3 0 0 1 6 0v2',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8m-6-3h4v3h-4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v5m0-8h.01',
};

function Pictogram({ name }: { name: CategoryLinkIcon }) {
  return <OutlineIcon d={pictograms[name]} className={styles.pictogram} />;
}

/**
 * Links to the site's categories: a row of chips on phones (scrolling sideways, snapping to each
 * chip), tiles on desktop; each a pictogram or a small picture (decorative: the label says it all)
 * and its label. A navigation landmark named by the block's title, or "Quick links".
 */
export function CategoryLinks({ data: { title, text, items } }: BlockProps<CategoryLinksData>) {
  const { i18n } = useLingui();
  return (
    <SectionFrame
      as="nav"
      className={styles.categoryLinks}
      title={title}
      text={text}
      classes={styles}
      aria-label={title ? undefined : i18n._(texts.label)}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const newTab = item.target === '_blank';
          return (
            <li key={`${item.href} ${item.label}`} className={styles.item}>
              <a
                className={[styles.link, item.picture ? styles.pictured : '']
                  .filter(Boolean)
                  .join(' ')}
                href={item.href}
                {...(newTab ? newTabAttributes : {})}
              >
                {item.picture ? (
                  <span className={styles.media}>
                    <BlockPicture picture={item.picture} className={styles.picture} decorative />
                  </span>
                ) : item.icon ? (
                  <Pictogram name={item.icon} />
                ) : null}
                <span className={styles.label}>{item.label}</span>
                {newTab ? (
                  <>
                    <Icon name="external" size={16} className={styles.external} />
                    <NewTabNote />
                  </>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
