import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  grandstandTicket,
  parkingTicket,
  testDayTicket,
  weekendTicket,
} from '@paddock/ticketing/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { Blocks } from '../registry/blocks.js';

const meta = {
  title: 'content-blocks/TicketPage',
  component: Blocks,
  parameters: { layout: 'fullscreen' },
  decorators: [withCheckout],
} satisfies Meta<typeof Blocks>;

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
        ticketSecutixIds: [weekendTicket.secutixId, testDayTicket.secutixId],
        tickets: [weekendTicket, testDayTicket],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enceinte générale' }),
    ).toBeVisible();
    const offer = within(canvas.getAllByRole('article')[0] as HTMLElement);
    const quantity = offer.getAllByRole('combobox')[0] as HTMLSelectElement;
    await userEvent.selectOptions(quantity, '2');
    await userEvent.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    // Added: the choice starts again from zero.
    await waitFor(() => expect(quantity).toHaveValue('0'));
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
          ticketSecutixIds: [grandstandTicket.secutixId, parkingTicket.secutixId],
          tickets: [grandstandTicket, parkingTicket],
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
