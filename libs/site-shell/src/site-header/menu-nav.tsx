import { useLingui } from '@lingui/react';
import type { MenuItem } from '@paddock/api-clients/contracts';
import { Icon } from '@paddock/ui';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ContentLink } from '../links/links.js';
import styles from './menu-nav.module.css';

const texts = {
  subMenu: /*i18n*/ { id: 'menu.subMenu', message: '{label}: sub-menu' },
};

export interface MenuNavProps {
  /** The landmark's name, e.g. 'Main menu'. */
  label: string;
  items: readonly MenuItem[];
  className?: string | undefined;
}

/**
 * A menu of the header with its sub-menus. On desktop a sub-menu opens on hover and keyboard focus in
 * CSS alone; on mobile it opens on tap, from a disclosure button beside its parent's link.
 */
export function MenuNav({ label, items, className }: MenuNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <MenuEntry key={`${index} ${item.link.href}`} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ item }: { item: MenuItem }) {
  const { i18n } = useLingui();
  const subMenuId = useId();
  const entry = useRef<HTMLLIElement>(null);
  // Tapped open on mobile.
  const [open, setOpen] = useState(false);
  // Closed with Escape on desktop until the focus leaves it (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const children = item.children ?? [];
  const classes = [
    styles.item,
    item.custom?.background ? styles.highlighted : '',
    children.length > 0 ? styles.hasSubMenu : '',
    open ? styles.open : '',
    dismissed ? styles.dismissed : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (children.length === 0) {
    return (
      <li className={classes}>
        <ContentLink link={item.link} className={styles.link} />
      </li>
    );
  }

  // Escape closes the sub-menu and brings the focus back to its parent's link.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setDismissed(true);
      entry.current?.querySelector('a')?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!entry.current?.contains(event.relatedTarget)) {
      setDismissed(false);
    }
  };

  return (
    <li ref={entry} className={classes}>
      <ContentLink link={item.link} className={styles.link} onKeyDown={onKeyDown} onBlur={onBlur} />
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={subMenuId}
        aria-label={i18n._(texts.subMenu.id, { label: item.link.text })}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <Icon name="chevron-down" size={20} />
      </button>
      <ul id={subMenuId} className={styles.subMenu}>
        {children.map((child, index) => (
          <li key={`${index} ${child.link.href}`}>
            <ContentLink
              link={child.link}
              className={styles.subLink}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
