import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, userEvent, within } from 'storybook/test';
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

/** Desktop, English: the burger opens the menu panel; Escape closes it and focus returns. */
export const MenuOpen: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { siteTitle: fixtureSiteTitles.auto.en, menus: fixtureMenus('en', 'auto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const universes = canvas.getByRole('region', { name: 'Univers ACO' });
    await expect(universes).toBeVisible();
    await expect(within(universes).getByRole('link', { name: /24 Heures Motos/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.keyboard('{Escape}');
    await expect(universes).not.toBeVisible();
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

/** Mobile, English, motorbike site: sub-menus open on tap, from their disclosure buttons. */
export const MobileMotoSite: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: {
    siteTitle: fixtureSiteTitles.moto.en,
    siteId: 'moto',
    menus: fixtureMenus('en', 'moto'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    const toggle = main.getByRole('button', { name: 'Tickets: sub-menu' });
    await expect(toggle).toBeVisible();
    const grandstands = main.getByRole('link', { name: 'Grandstands', hidden: true });
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
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** Mobile, French: the menu panel takes the width of the screen. */
export const MobileMenuOpen: Story = {
  globals: { locale: 'fr', universe: 'moto', ...mobileViewport },
  args: { siteTitle: fixtureSiteTitles.moto.fr, siteId: 'moto', menus: fixtureMenus('fr', 'moto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const universes = within(canvas.getByRole('region', { name: 'Univers ACO' }));
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
