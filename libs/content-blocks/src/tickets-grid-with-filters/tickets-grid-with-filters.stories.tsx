import type { TicketsGridWithFiltersData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureTickets } from '@paddock/ticketing/testing';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { defineBlock } from '../kit/define-block.js';
import { BlockList } from '../kit/render-blocks.js';
import { TicketsGridWithFilters } from './tickets-grid-with-filters.js';

const meta = {
  title: 'content-blocks/TicketsGridWithFilters',
  component: BlockList,
  ...blockStories({
    'tickets-grid-with-filters': defineBlock<TicketsGridWithFiltersData>(TicketsGridWithFilters),
  }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (title: string, labels: Record<string, string>) =>
  aBlock('tickets-grid-with-filters', {
    title,
    filters: Object.entries(labels).map(([value, label]) => ({ value, label })),
    ticketSecutixIds: fixtureTickets.map((ticket) => ticket.secutixId),
    tickets: fixtureTickets,
  });

/** Every ticket; the parking filter keeps the car parks only. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      grid('Toute la billetterie', {
        track: 'Circuit',
        hospitality: 'Hospitalités',
        parking: 'Parkings',
        accomodation: 'Hébergement',
        supplement: 'Suppléments',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = (await canvas.findAllByRole('article')).length;
    await userEvent.click(canvas.getByRole('radio', { name: 'Parkings' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 billet');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tout' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(all);
  },
};

/** In English, on a phone, on the motorbike site. */
export const EnglishOnMobile: Story = {
  globals: {
    locale: 'en',
    universe: 'moto',
    viewport: { value: 'mobile2', isRotated: false },
  },
  args: {
    blocks: [
      grid('Every ticket', {
        track: 'Track',
        parking: 'Parking',
        accomodation: 'Accommodation',
      }),
    ],
  },
};
