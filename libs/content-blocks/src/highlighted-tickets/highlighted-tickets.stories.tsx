import type { HighlightedTicketsData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parkingTicket, weekendTicket } from '@paddock/ticketing/testing';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { defineBlock } from '../kit/define-block.js';
import { BlockList } from '../kit/render-blocks.js';
import { HighlightedTickets } from './highlighted-tickets.js';
import { withTickets } from '../kit/fixtures/tickets.js';

const meta = {
  title: 'content-blocks/HighlightedTickets',
  component: BlockList,
  ...blockStories({
    'highlighted-tickets': defineBlock<HighlightedTicketsData>(HighlightedTickets),
  }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const memberPrices = (title: string) =>
  aBlock('highlighted-tickets', {
    title,
    ticketSecutixIds: [weekendTicket.secutixId, parkingTicket.secutixId],
    audienceCode: 'MEME',
    tickets: [weekendTicket, parkingTicket],
  });

/** The member presale, logged out: a member price asks the visitor to log in. */
export const MemberPresale: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [memberPrices('Les tarifs membres')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = within((await canvas.findAllByRole('article'))[0] as HTMLElement);
    await userEvent.selectOptions(offer.getAllByRole('combobox')[0] as HTMLElement, '1');
    await userEvent.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(
      await offer.findByText('Vous devez vous connecter pour acheter un billet membre'),
    ).toBeVisible();
  },
};

/** Every price of the highlighted tickets, in English. */
export const AllPrices: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock('highlighted-tickets', {
        title: 'Our best sellers',
        ...withTickets(weekendTicket),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Our best sellers' }),
    ).toBeVisible();
  },
};
