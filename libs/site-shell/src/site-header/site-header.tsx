import { useLingui } from '@lingui/react';
import type { Menu, MenuLayout, Site, SiteId } from '@paddock/api-clients/contracts';
import { activeLocale, checkoutPaths, localizedPath, type LocalizedPaths } from '@paddock/i18n';
import { Icon } from '@paddock/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { EventLogo } from '../brand/event-logo.js';
import { OrganiserLogo } from '../brand/organiser-logo.js';
import { organiserLabel } from '../brand/organiser-label.js';
import { LocaleSwitcher } from '../locale-switcher/locale-switcher.js';
import { MenuNav } from './menu-nav.js';
import styles from './site-header.module.css';
import { layoutTraits } from '../page-frame/layouts.js';
import { useRetractOnScroll } from './use-retract-on-scroll.js';

const texts = {
  menu: /*i18n*/ { id: 'header.menu', message: 'Menu' },
  topMenu: /*i18n*/ { id: 'header.topMenu', message: 'Secondary menu' },
  mainMenu: /*i18n*/ { id: 'header.mainMenu', message: 'Main menu' },
  cart: /*i18n*/ {
    id: 'header.cart',
    message: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  },
};

/** The menus the header shows, by identifier; a menu the content service could not give is absent. */
export interface HeaderMenus {
  top?: Menu | undefined;
  main?: Menu | undefined;
}

export interface SiteHeaderProps {
  /** The site's title, e.g. '24 Heures du Mans': the event logo's name; it links to the home page. */
  siteTitle: string;
  /** The current page in every locale, for the locale switchers. */
  alternates: LocalizedPaths;
  /** The site this is; the menu panel's 'Univers ACO' list leaves it out. */
  siteId?: SiteId;
  /** `menus.top` above the site's bar, `menus.main` under it and in the menu panel. */
  menus?: HeaderMenus;
  /**
   * The page's `templateOptions.menuLayout`: which menus show (see `layoutTraits`), and the cart on
   * layouts whose name starts with 'tickets'.
   */
  layout?: MenuLayout;
  /** How many items the cart holds. */
  cartCount?: number;
  /** The cart page; `/{locale}/checkout/cart` unless given. */
  cartHref?: string;
  /** The organiser's site, where the ACO mark leads; the 'aco' site of `sites` unless given. */
  organiserUrl?: string;
  /** The organiser's sites, listed in the menu panel under 'Univers ACO'. */
  sites?: readonly Site[];
  /** Full-page mode (`fp=1`): no top or main menu. */
  hideMenus?: boolean;
  /** The account entry (login or the member's account), in the bar before the cart. */
  account?: ReactNode;
}

const noSites: readonly Site[] = [];

// The sheet (and the dialog it is built on) loads when the burger is first pressed, not with the page.
const loadMenuPanel = () => import('../menu-panel/menu-panel.js');
const MenuPanel = lazy(() => loadMenuPanel().then(({ MenuPanel }) => ({ default: MenuPanel })));

/**
 * The header of every page (SPEC §2): the burger opening the menu panel, the event's logo linking home,
 * the account entry, the cart on ticket-shop layouts, the organiser's logo, the top and main menus and
 * the locale switcher. On mobile (below 1025 px) it is one bar under a one-line top menu that scrolls
 * sideways; the main menu is in the panel. It retracts while the visitor scrolls down and comes back
 * when they scroll up.
 */
export function SiteHeader({
  siteTitle,
  alternates,
  siteId = 'auto',
  menus = {},
  layout = 'default',
  cartCount = 0,
  cartHref,
  organiserUrl,
  sites = noSites,
  hideMenus = false,
  account,
}: SiteHeaderProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const { burger, menuOpen, menuUsed, closeMenu, toggleMenu } = useMenuPanel();
  const retracted = useRetractOnScroll() && !menuOpen;
  const traits = layoutTraits(layout);
  const display = hideMenus ? 'none' : traits.menus;
  const topItems = display === 'full' ? (menus.top?.items ?? []) : [];
  const panelItems = display === 'none' ? [] : (menus.main?.items ?? []);
  const mainItems = display === 'full' ? panelItems : [];
  const organiserHref = organiserUrl ?? sites.find((site) => site.identifier === 'aco')?.href;

  return (
    <header className={styles.header} data-retracted={retracted} data-track-zone="menu">
      <div className={styles.topStrip}>
        {topItems.length > 0 ? (
          <MenuNav label={i18n._(texts.topMenu)} items={topItems} className={styles.topMenu} />
        ) : null}
        <LocaleSwitcher alternates={alternates} />
      </div>
      <div className={styles.bar}>
        <BurgerButton
          ref={burger}
          open={menuOpen}
          onToggle={toggleMenu}
          label={i18n._(texts.menu)}
        />
        {menuUsed ? (
          <Suspense fallback={null}>
            <MenuPanel
              open={menuOpen}
              onClose={closeMenu}
              alternates={alternates}
              items={panelItems}
              sites={sites}
              currentSiteId={siteId}
            />
          </Suspense>
        ) : null}
        <a className={styles.title} href={localizedPath(locale)}>
          <EventLogo title={siteTitle} />
        </a>
        {account}
        {traits.cart ? (
          <CartLink
            href={cartHref ?? checkoutPaths.cart(locale)}
            label={i18n._(texts.cart.id, { count: cartCount })}
            count={cartCount}
          />
        ) : null}
        <OrganiserMark href={organiserHref} label={i18n._(organiserLabel)} />
      </div>
      {mainItems.length > 0 ? (
        <MenuNav label={i18n._(texts.mainMenu)} items={mainItems} className={styles.mainMenu} />
      ) : null}
    </header>
  );
}

/** The menu panel's state: whether it is open, whether it was ever opened, and the burger to focus back. */
function useMenuPanel() {
  const burger = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the sheet stays mounted (closed), so closing it hands the focus back at once.
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    burger.current?.focus();
  }, []);
  const toggleMenu = () => {
    setMenuUsed(true);
    setMenuOpen(!menuOpen);
  };
  return { burger, menuOpen, menuUsed, closeMenu, toggleMenu };
}

function BurgerButton({
  ref,
  open,
  onToggle,
  label,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.burger}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-label={label}
      onPointerDown={loadMenuPanel}
      onClick={onToggle}
    >
      <Icon name={open ? 'close' : 'menu'} size={28} />
    </button>
  );
}

function CartLink({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    <a className={styles.cart} href={href} aria-label={label}>
      <Icon name="cart" size={28} />
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}

/** The organiser's logo, a link to its site when there is one. */
function OrganiserMark({ href, label }: { href: string | undefined; label: string }) {
  return href ? (
    <a className={styles.organiser} href={href}>
      <OrganiserLogo label={label} />
    </a>
  ) : (
    <span className={styles.organiser}>
      <OrganiserLogo label={label} />
    </span>
  );
}
