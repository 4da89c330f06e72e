import type { Meta, StoryObj } from '@storybook/react-vite';
import { grandstandTicket, testDayTicket, weekendTicket } from '@paddock/ticketing/testing';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketsComparator } from './tickets-comparator.js';
import type { TicketsComparatorData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/TicketsComparator',
  component: BlockList,
  ...blockStories({ 'tickets-comparator': defineBlock<TicketsComparatorData>(TicketsComparator) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tickets = [weekendTicket, testDayTicket, grandstandTicket];
const ticketSecutixIds = tickets.map((ticket) => ticket.secutixId);

/** Three tickets compared, with their lowest prices from the attached catalogue. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('tickets-comparator', {
        title: 'Comparer les billets',
        ticketSecutixIds,
        tickets,
        rows: [
          { label: 'Accès à l’enceinte générale', values: [true, true, true] },
          { label: 'Essais et qualifications', values: [false, true, false] },
          { label: 'Place numérotée en tribune', values: [false, false, true] },
          { label: 'Écran géant', values: [true, true, true] },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Ce que comprend chaque billet' }));
    await expect(table.getAllByRole('columnheader')).toHaveLength(3);
    await expect(table.getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByRole('region', { name: 'Comparer les billets' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** In English on the dark tone, the columns named by the data (no catalogue attached). */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'tickets-comparator',
        {
          title: 'Compare tickets',
          text: 'Every ticket gives access to the grounds and the village.',
          ticketSecutixIds,
          columns: ['Race weekend', 'Test day', 'Grandstand seat'],
          rows: [
            { label: 'General admission', values: [true, true, true] },
            { label: 'Practice and qualifying', values: [false, true, false] },
            { label: 'Numbered grandstand seat', values: [false, false, true] },
          ],
        },
        { tone: 'dark' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('img', { name: 'Not included' })).toHaveLength(4);
  },
};

/** On a phone the table scrolls sideways in its focusable region. */
export const Phone: Story = {
  ...French,
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Comparer les billets' });
    region.focus();
    await expect(region).toHaveFocus();
  },
};
