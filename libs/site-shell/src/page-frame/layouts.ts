import type { MenuLayout } from '@paddock/api-clients/contracts';

/**
 * What of the chrome a page layout shows:
 * - `full`: the top strip with the top menu, the main menu under the bar and in the menu panel;
 * - `panel`: a focused bar whose menu lives only in the menu panel (shop steps, condensed pages);
 * - `none`: no menu at all (the panel keeps the languages and the sister sites).
 */
export type MenuDisplay = 'full' | 'panel' | 'none';

/** How wide a page's content runs: reading (news), wide (most pages), bleed (homes, live timing). */
export type ContentWidth = 'reading' | 'wide' | 'bleed';

export interface LayoutTraits {
  /** The header; off only inside the companion app, which has its own. */
  header: boolean;
  menus: MenuDisplay;
  /** The cart in the header: layouts whose name starts with 'tickets' (SPEC §2). */
  cart: boolean;
  partners: boolean;
  footer: boolean;
  width: ContentWidth;
}

const base: Omit<LayoutTraits, 'cart'> = {
  header: true,
  menus: 'full',
  partners: true,
  footer: true,
  width: 'wide',
};

const traits: Record<MenuLayout, Omit<LayoutTraits, 'cart'>> = {
  default: base,
  home: { ...base, width: 'bleed' },
  news: { ...base, width: 'reading' },
  'ticketing-with-menu': base,
  'ticketing-home': { ...base, width: 'bleed' },
  sea: base,
  // The shop's steps keep the visitor on the purchase: the menu waits behind the burger.
  tickets: { ...base, menus: 'panel' },
  none: { ...base, menus: 'none' },
  live: { ...base, width: 'bleed' },
  // Pushed into the companion app, which draws its own header and navigation.
  'app-push': {
    ...base,
    header: false,
    menus: 'none',
    partners: false,
    footer: false,
    width: 'reading',
  },
  condensed: { ...base, menus: 'panel' },
};

/** The chrome of a page layout (the page's `templateOptions.menuLayout`). */
export function layoutTraits(layout: MenuLayout): LayoutTraits {
  return { ...traits[layout], cart: layout.startsWith('tickets') };
}
