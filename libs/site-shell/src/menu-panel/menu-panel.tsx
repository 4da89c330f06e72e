import { useLingui } from '@lingui/react';
import type { MenuItem, Site, SiteId } from '@paddock/api-clients/contracts';
import type { LocalizedPaths } from '@paddock/i18n';
import { useEffect, useId } from 'react';
import { ContentLink, NewTabLink } from '../links/links.js';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher.js';
import styles from './menu-panel.module.css';

const texts = {
  label: /*i18n*/ { id: 'menuPanel.label', message: 'Site menu' },
  universes: /*i18n*/ { id: 'menuPanel.universes', message: 'Univers ACO' },
};

export interface MenuPanelProps {
  /** Its id, named by the `aria-controls` of the button that opens it. */
  id: string;
  open: boolean;
  /** Escape asks for this; the owner closes the panel and brings the focus back to its button. */
  onClose: () => void;
  /** The current page in every locale, for the language switcher. */
  alternates: LocalizedPaths;
  /** The menu's items with their sub-menus (the main menu). */
  items: readonly MenuItem[];
  /** The organiser's sites; the current one is left out of the 'Univers ACO' list. */
  sites: readonly Site[];
  currentSiteId: SiteId;
}

/**
 * What the burger opens (SPEC §2): the language switcher, the menu with its sub-menus and the
 * 'Univers ACO' list of sister sites. A disclosure region rather than a modal: the page stays usable.
 */
export function MenuPanel({
  id,
  open,
  onClose,
  alternates,
  items,
  sites,
  currentSiteId,
}: MenuPanelProps) {
  const { i18n } = useLingui();
  const universesHeading = useId();
  const sisterSites = sites.filter((site) => site.identifier !== currentSiteId);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <LocaleSwitcher alternates={alternates} landmark={false} />
      {items.length > 0 ? (
        <nav aria-label={i18n._(texts.label)} data-track-zone="menu">
          <ul className={styles.menu}>
            {items.map((item, index) => (
              <li key={`${index} ${item.link.href}`}>
                <ContentLink link={item.link} className={styles.link} />
                {item.children?.length ? (
                  <ul className={styles.subMenu}>
                    {item.children.map((child, childIndex) => (
                      <li key={`${childIndex} ${child.link.href}`}>
                        <ContentLink link={child.link} className={styles.subLink} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sisterSites.length > 0 ? (
        <section aria-labelledby={universesHeading} className={styles.universes}>
          <h2 id={universesHeading} className={styles.heading}>
            {i18n._(texts.universes)}
          </h2>
          <ul className={styles.sites}>
            {sisterSites.map((site) => (
              <li key={site.identifier}>
                <NewTabLink href={site.href} className={styles.site}>
                  {/* An SVG fill, not a style attribute: the Content-Security-Policy allows no inline style. */}
                  <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true">
                    <circle cx="6" cy="6" r="6" fill={site.colour} />
                  </svg>
                  {site.title}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
