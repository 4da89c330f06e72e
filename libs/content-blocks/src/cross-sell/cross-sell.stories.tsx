import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixturePackages, parkingTicket, ticketPicture } from '@paddock/ticketing/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { defineLazyBlock } from '../kit/define-lazy-block.js';
import type { CrossSellData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/CrossSell',
  component: BlockList,
  ...blockStories({
    'cross-sell': defineLazyBlock<CrossSellData>(() =>
      import('./cross-sell.js').then(({ CrossSell }) => ({ default: CrossSell })),
    ),
  }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const parkingPrice = parkingTicket.prices[0];

/** An extra added to the cart, a tour linked to, and the catalogue's bundles. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('cross-sell', {
        title: 'Complétez votre séjour',
        text: 'Billets et séjour réunis, à prix réduit.',
        packageSecutixIds: fixturePackages.map((pack) => pack.secutixId),
        packages: fixturePackages,
        items: [
          {
            title: 'Parking Bleu',
            text: 'À 5 minutes à pied de l’entrée principale',
            picture: ticketPicture('Parking', 'Le parking Bleu', '#14213d'),
            price: parkingPrice?.price ?? 0,
            secutixId: parkingTicket.secutixId,
            performanceSecutixId: parkingTicket.performanceSecutixId,
            priceId: parkingPrice?.id,
            productType: 'parking',
          },
          {
            title: 'Visite du paddock',
            picture: ticketPicture('Paddock', 'Le paddock', '#8a0b20'),
            price: 45000,
            priceLabel: 'Par personne',
            href: 'https://visites.example/paddock',
          },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = within(await canvas.findByRole('article', { name: 'Parking Bleu' }));
    const button = offer.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** The stay page's bundles, in English, on the light tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'cross-sell',
        {
          title: 'Bundles',
          packageSecutixIds: fixturePackages.map((pack) => pack.secutixId),
          packages: fixturePackages,
        },
        { tone: 'light' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText(/products included/)).toHaveLength(2);
  },
};
