import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileViewport } from '../testing/index.js';
import { SeatNames } from './seat-names.js';

const meta = {
  title: 'cart/SeatNames',
  component: SeatNames,
  parameters: { layout: 'padded' },
  args: { seatIds: ['T34-A-R01-0001', 'T34-A-R01-0002', 'T34-B-R12-0240'] },
} satisfies Meta<typeof SeatNames>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line per row, the seats of a row together: as the added-to-cart modal and the cart show them. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tribune T34 · Bloc A · Rang 1 · Places 1 et 2')).toBeVisible();
    await expect(canvas.getByText('Tribune T34 · Bloc B · Rang 12 · Place 240')).toBeVisible();
  },
};

/** With the venue's grandstand names, in a column as narrow as the cart's on a phone. */
export const EnglishNarrow: Story = {
  globals: { locale: 'en', ...mobileViewport },
  args: {
    standNames: (code: string) => (code === 'T34' ? 'Grand Virage grandstand (T34)' : undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 180 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/Block A · Row 1 · Seats 1 and 2/);
    // 'Row 1' never splits: the line breaks only between its parts.
    await expect(line.textContent).toContain('Row\u00a01');
  },
};
