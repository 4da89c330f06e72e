import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TicketingSummaryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketingSummary } from './ticketing-summary.js';
import { comingSoonFr, raceWeekEn, raceWeekFr, soldOutEn } from './ticketing-summary.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/TicketingSummary',
  component: BlockList,
  ...blockStories({ 'ticketing-summary': defineBlock<TicketingSummaryData>(TicketingSummary) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Race week, sales open: the lowest price of all and of each category. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('ticketing-summary', raceWeekFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Billets en vente')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Accéder à la billetterie' })).toBeVisible();
  },
};

/** In English on the dark tone. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('ticketing-summary', raceWeekEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Grandstands' })).toHaveAttribute(
      'href',
      '#tribunes',
    );
  },
};

/** Next year's race: sales open in November, on the green tone. */
export const ComingSoonGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('ticketing-summary', comingSoonFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/En vente à partir du/)).toBeVisible();
    await expect(canvas.queryByText('Billets en vente')).toBeNull();
  },
};

/** Nothing left: sold out, in English. */
export const SoldOut: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('ticketing-summary', soldOutEn, { style: 'secondary' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sold out')).toHaveLength(2);
  },
};
