import { Icon } from '@paddock/ui';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { BlockPicture } from '../kit/block-picture.js';
import type { BlockProps } from '../kit/define-block.js';
import type { TicketsMenuData } from '@paddock/api-clients/blocks';
import styles from './tickets-menu.module.css';

const texts = {
  label: /*i18n*/ { id: 'blocks.tickets-menu.label', message: 'Ticket office' },
};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * The shop's pages as a navigation: a card per page (picture and title), one link each; two columns
 * on phones, a row on desktop.
 */
export function TicketsMenu({ data: { title, items } }: BlockProps<TicketsMenuData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  return (
    <nav
      className={styles.menu}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : i18n._(texts.label)}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const external = isExternal(item.href);
          return (
            <li key={`${item.href} ${item.title}`} className={styles.item}>
              <a
                className={styles.link}
                href={item.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.picture ? (
                  <BlockPicture picture={item.picture} className={styles.picture} decorative />
                ) : null}
                <span className={styles.label}>
                  <span className={styles.labelText}>{item.title}</span>
                  <Icon name={external ? 'external' : 'arrow-right'} className={styles.icon} />
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
