import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, within } from 'storybook/test';
import { SiteHeader } from './site-header.js';

const meta = {
  title: 'site-shell/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { siteTitle: '24 Heures du Mans', alternates: localizedPaths() },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '24 Heures du Mans' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('href', '/en');
  },
};

/** Switch the universe toolbar to see each site's colour behind the strip. */
export const MotoSite: Story = {
  globals: { universe: 'moto' },
  args: { siteTitle: '24 Heures Motos' },
};
