import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, fn, within } from 'storybook/test';
import { fixtureMenus, fixtureSites } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { MenuPanel } from './menu-panel.js';

const meta = {
  title: 'site-shell/MenuPanel',
  component: MenuPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'menu-panel',
    open: true,
    onClose: fn(),
    alternates: localizedPaths('/billetterie'),
    items: fixtureMenus('fr', 'auto').main.items,
    sites: fixtureSites,
    currentSiteId: 'auto',
  },
  // The panel hangs from its header; here, from a positioned frame.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '48rem' }}>
        <Story />
      </div>
    ),
  ],
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
