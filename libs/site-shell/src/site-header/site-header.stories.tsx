import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureMenus,
  fixtureSites,
  fixtureSiteTitles,
  organiserUrl,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { SiteHeader } from './site-header.js';

const meta = {
  title: 'site-shell/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: fixtureSiteTitles.auto.fr,
    alternates: localizedPaths(),
    siteId: 'auto',
    menus: fixtureMenus('fr', 'auto'),
    organiserUrl,
    sites: fixtureSites,
  },
  // Room under the header for its drop-downs and the menu panel.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: a sub-menu opens on keyboard focus (and on hover), with no script. */
export const Home: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '24 Heures du Mans' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('href', '/en');
    const main = within(canvas.getByRole('navigation', { name: 'Menu principal' }));
    const schedule = main.getByRole('link', { name: 'Programme', hidden: true });
    await expect(schedule).not.toBeVisible();
    main.getByRole('link', { name: "L'événement" }).focus();
    await expect(schedule).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(schedule).not.toBeVisible();
    await expect(main.getByRole('link', { name: "L'événement" })).toHaveFocus();
  },
};

/** Desktop, English: the burger opens the menu sheet; closing it brings the focus back to the burger. */
export const MenuOpen: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { siteTitle: fixtureSiteTitles.auto.en, menus: fixtureMenus('en', 'auto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const universes = await canvas.findByRole('region', { name: 'Univers ACO' });
    await expect(universes).toBeVisible();
    await expect(within(universes).getByRole('link', { name: /24 Heures Motos/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // (Escape is the browser's own `cancel` of the dialog: the e2e journeys press it for real.)
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(burger).toHaveFocus();
    // Left open for the axe check and the reviewer.
    await userEvent.click(burger);
  },
};

/** A ticket-shop layout shows the cart with its count. */
export const TicketShop: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { layout: 'tickets', cartCount: 2, cartHref: '/fr/checkout/cart' },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('link', { name: 'Panier, 2 articles' });
    await expect(cart).toHaveAttribute('href', '/fr/checkout/cart');
  },
};

/**
 * Mobile, English, motorbike site: one bar, the top menu on one line that scrolls sideways; its
 * sub-menus open on tap, from their disclosure buttons, across the header.
 */
export const MobileMotoSite: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: {
    siteTitle: fixtureSiteTitles.moto.en,
    siteId: 'moto',
    // A top menu with sub-menus, to tap them open.
    menus: { top: fixtureMenus('en', 'moto').main, main: fixtureMenus('en', 'moto').main },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByRole('navigation', { name: 'Secondary menu' });
    // One line: every entry on the same row, however many there are.
    const rows = new Set(
      [...top.querySelectorAll('li')]
        .filter((item) => item.parentElement === top.firstElementChild)
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    await expect(rows.size).toBe(1);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(
      44 + 64,
    );
    const toggle = within(top).getByRole('button', { name: 'Tickets: sub-menu' });
    const grandstands = within(top).getByRole('link', { name: 'Grandstands', hidden: true });
    await expect(grandstands).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(grandstands).toBeVisible();
  },
};

/** Mobile, English, motorbike site, a shop page: the cart with its count; the menu behind the burger. */
export const MobileShop: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: {
    siteTitle: fixtureSiteTitles.moto.en,
    siteId: 'moto',
    menus: fixtureMenus('en', 'moto'),
    layout: 'tickets',
    cartCount: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // The account entry is its icon on a phone, named in full, never cut.
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** Mobile, French: the menu sheet, full height, with a strip of backdrop beside it. */
export const MobileMenuOpen: Story = {
  globals: { locale: 'fr', universe: 'moto', ...mobileViewport },
  args: { siteTitle: fixtureSiteTitles.moto.fr, siteId: 'moto', menus: fixtureMenus('fr', 'moto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const universes = within(await canvas.findByRole('region', { name: 'Univers ACO' }));
    await expect(
      universes.queryByRole('link', { name: /24 Heures Motos/ }),
    ).not.toBeInTheDocument();
    await expect(universes.getByRole('link', { name: /24 Heures du Mans/ })).toBeVisible();
  },
};

/** Full-page mode (`fp=1`): no top or main menu; the locale switcher stays. */
export const FullPage: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { siteTitle: fixtureSiteTitles.auto.en, hideMenus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Language' })).toBeVisible();
  },
};
