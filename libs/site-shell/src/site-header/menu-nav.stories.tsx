import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureMenus } from '../testing/fixtures.js';
import { MenuNav } from './menu-nav.js';

const meta = {
  title: 'site-shell/SiteHeader/MenuNav',
  component: MenuNav,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--pdk-color-universe)',
          color: '#fff',
          padding: '0 1rem',
          minHeight: '16rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: { label: 'Menu principal', items: fixtureMenus('fr').main.items },
} satisfies Meta<typeof MenuNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main menu alone: sub-menus open on hover or keyboard focus on desktop. */
export const Main: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(nav).getAllByRole('link')[0]).toHaveFocus();
  },
};

export const Top: Story = {
  args: { label: 'Menu secondaire', items: fixtureMenus('fr').top.items },
};
