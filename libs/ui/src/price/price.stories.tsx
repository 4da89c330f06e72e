import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price.js';

const meta = {
  title: 'ui/Price',
  component: Price,
  args: { value: 45000 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45000 thousandths are 45 €. */
export const Whole: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^45\s€$/)).toBeInTheDocument();
  },
};

export const WithCents: Story = { args: { value: 129500 } };

/** Switch the locale toolbar to see the separators change. */
export const Thousands: Story = { args: { value: 1234500 } };
