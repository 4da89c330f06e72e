import { useLingui } from '@lingui/react';
import type { ModalGridData, ModalGridItem } from '@paddock/api-clients/blocks';
import { Dialog, Icon, ModalTitle } from '@paddock/ui';
import { useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import { cardGridClasses } from '../kit/card-grid.js';
import styles from './modal-grid.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  more: /*i18n*/ { id: 'blocks.modal-grid.more', message: 'Read more' },
};

/**
 * The details of an item in `@paddock/ui`'s Dialog (the native modal `<dialog>`): focus stays inside
 * and the page inert, Escape and a click on the backdrop close it, and focus goes back to the card.
 */
function ItemDialog({ item, onClose }: { item: ModalGridItem | undefined; onClose: () => void }) {
  return (
    <Dialog open={item !== undefined} onClose={onClose}>
      {item ? (
        <div className={styles.dialogContent}>
          {item.picture ? (
            <BlockPicture picture={item.picture} className={styles.dialogPicture} eager />
          ) : null}
          <div className={styles.details}>
            <ModalTitle className={styles.dialogTitle}>{item.title}</ModalTitle>
            {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
            <p className={styles.dialogText}>{item.text}</p>
            {item.links?.length ? (
              <ul className={styles.links}>
                {item.links.map((link) => (
                  <li key={link.href}>
                    <CtaLink cta={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * Cards (picture, title, subtitle, excerpt) in 2, 3 or 4 columns on desktop; each card is a button
 * (its title) opening a dialog with the item's full text, picture and links.
 */
export function ModalGrid({
  data: { title, text, columns = 3, items },
}: BlockProps<ModalGridData>) {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState<number>();
  const Heading = title ? 'h3' : 'h2';
  return (
    <SectionFrame title={title} text={text} classes={frameClasses.grid}>
      <ul className={cardGridClasses.list(columns)}>
        {items.map((item, index) => (
          <li key={item.title} className={styles.card}>
            {item.picture ? (
              <BlockPicture picture={item.picture} className={styles.picture} />
            ) : null}
            <div className={cardGridClasses.body}>
              <Heading className={styles.cardTitle}>
                {/* Its box covers the card: the whole card opens the details. */}
                <button
                  type="button"
                  className={styles.open}
                  aria-haspopup="dialog"
                  onClick={() => setOpened(index)}
                >
                  {item.title}
                </button>
              </Heading>
              {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
              {item.excerpt ? <p className={cardGridClasses.text}>{item.excerpt}</p> : null}
              <span className={styles.more} aria-hidden="true">
                {i18n._(texts.more)}
                <Icon name="plus" size={20} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <ItemDialog
        item={opened === undefined ? undefined : items[opened]}
        onClose={() => setOpened(undefined)}
      />
    </SectionFrame>
  );
}
