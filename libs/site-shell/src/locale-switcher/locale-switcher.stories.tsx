import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizedPaths } from '@paddock/i18n';
import { expect, userEvent, within } from 'storybook/test';
import { LocaleSwitcher } from './locale-switcher.js';

const meta = {
  title: 'site-shell/LocaleSwitcher',
  component: LocaleSwitcher,
  args: { alternates: localizedPaths('/checkout/cart') },
} satisfies Meta<typeof LocaleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheCartPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'FR – Français' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute(
      'href',
      '/en/checkout/cart',
    );
  },
};
