import { useLingui } from '@lingui/react';
import type { MenuItem, Site, SiteId } from '@paddock/api-clients/contracts';
import type { LocalizedPaths } from '@paddock/i18n';
import { Dialog, ModalTitle } from '@paddock/ui';
import { useId } from 'react';
import { ContentLink, NewTabLink } from '../links/links.js';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher.js';
import styles from './menu-panel.module.css';

const texts = {
  title: /*i18n*/ { id: 'menuPanel.title', message: 'Menu' },
  label: /*i18n*/ { id: 'menuPanel.label', message: 'Site menu' },
  universes: /*i18n*/ { id: 'menuPanel.universes', message: 'Univers ACO' },
};

export interface MenuPanelProps {
  open: boolean;
  /**
   * Escape, the close button and a tap on the backdrop ask for this; the owner closes the panel (the
   * focus then goes back to the button that opened it).
   */
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
 * 'Univers ACO' list of sister sites (new tabs). A modal sheet along the window's edge, full height
 * with its own scroll: the page behind is locked under a backdrop and the focus stays inside until
 * Escape, the close button or a tap on the backdrop closes it.
 */
export function MenuPanel({
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

  return (
    <Dialog open={open} onClose={onClose} size="sheet">
      <ModalTitle className={styles.title}>{i18n._(texts.title)}</ModalTitle>
      <div className={styles.panel}>
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
            <h3 id={universesHeading} className={styles.heading}>
              {i18n._(texts.universes)}
            </h3>
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
    </Dialog>
  );
}
