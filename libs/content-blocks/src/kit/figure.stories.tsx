import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Figure } from './figure.js';

const meta = {
  title: 'content-blocks/parts/Figure',
  component: Figure,
  args: { figure: { value: 325000, label: 'spectateurs' } },
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A number written the French way, read with its label as one phrase. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/325\s000 spectateurs/);
  },
};

/** In English, with decimals and a unit; a text value is shown as written. */
export const EnglishWithUnit: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { figure: { value: 13.626, decimals: 3, unit: 'km', label: 'lap length' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('lap length')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/13\.626\skm lap length/);
  },
};
