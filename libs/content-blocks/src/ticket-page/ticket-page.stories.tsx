import type { TicketPageData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  grandstandTicket,
  parkingTicket,
  testDayTicket,
  weekendTicket,
} from '@paddock/ticketing/testing';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { addsToCart } from '../kit/stories/add-to-cart.js';
import { defineBlock } from '../kit/define-block.js';
import { BlockList } from '../kit/render-blocks.js';
import { TicketPage } from './ticket-page.js';
import { withTickets } from '../kit/fixtures/tickets.js';

const meta = {
  title: 'content-blocks/TicketPage',
  component: BlockList,
  ...blockStories({ 'ticket-page': defineBlock<TicketPageData>(TicketPage) }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of the tickets page: its tickets with their prices; one is added to the cart. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('ticket-page', {
        title: 'Enceinte générale',
        text: 'Accès libre à l’enceinte, aux zones publiques et au village.',
        ...withTickets(weekendTicket, testDayTicket),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enceinte générale' }),
    ).toBeVisible();
    await addsToCart(canvas.getAllByRole('article')[0] as HTMLElement, '2');
  },
};

/** The grandstands (seats chosen on the stand map) and a car park, in English, on the motorbike site. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'ticket-page',
        {
          title: 'Grandstands and parking',
          ...withTickets(grandstandTicket, parkingTicket),
        },
        { style: 'secondary' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};
