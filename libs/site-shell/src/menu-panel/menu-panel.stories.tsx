import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureMenus, fixtureSites } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { MenuPanel } from './menu-panel.js';

const meta = {
  title: 'site-shell/MenuPanel',
  component: MenuPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    alternates: localizedPaths('/billetterie'),
    items: fixtureMenus('fr', 'auto').main.items,
    sites: fixtureSites,
    currentSiteId: 'auto',
  },
} satisfies Meta<typeof MenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Langue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tribunes' })).toBeVisible();
    const universes = within(canvas.getByRole('region', { name: 'Univers ACO' }));
    await expect(universes.getAllByRole('link')).toHaveLength(fixtureSites.length - 1);
  },
};

export const MobileMotoSite: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { items: fixtureMenus('en', 'moto').main.items, currentSiteId: 'moto' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: "Automobile Club de l'Ouest (opens in a new tab)",
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * Phone: a full-height sheet with its own scroll; the focus stays in it whatever the number of Tabs,
 * the last sister site scrolls into view and is what a tap at its centre meets; its close button asks
 * to close.
 */
export const PhoneKeyboard: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    const stops = sheet.querySelectorAll('a, button').length;
    for (let tab = 0; tab < stops + 3; tab += 1) {
      await userEvent.tab();
      await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    const links = within(canvas.getByRole('region', { name: 'Univers ACO' })).getAllByRole('link');
    const last = links.at(-1) as HTMLElement;
    last.scrollIntoView();
    const box = last.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
      last,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
