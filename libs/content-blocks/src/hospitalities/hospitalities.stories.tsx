import type { Meta, StoryObj } from '@storybook/react-vite';
import { soldOutTicket, suiteTicket } from '@paddock/ticketing/testing';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { defineLazyBlock } from '../kit/define-lazy-block.js';
import type { HospitalitiesData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { addsToCart } from '../kit/stories/add-to-cart.js';
import { BlockList } from '../kit/render-blocks.js';
import { withTickets } from '../kit/fixtures/tickets.js';

const meta = {
  title: 'content-blocks/Hospitalities',
  component: BlockList,
  ...blockStories({
    hospitalities: defineLazyBlock<HospitalitiesData>(() =>
      import('./hospitalities.js').then(({ Hospitalities }) => ({ default: Hospitalities })),
    ),
  }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hospitality page's offers; one is added to the cart. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('hospitalities', {
        title: 'Nos formules',
        text: 'Restauration, open bar, accès paddock.',
        ...withTickets(suiteTicket, soldOutTicket),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nos formules' }),
    ).toBeVisible();
    await addsToCart(canvas.getByRole('article', { name: /Suite Panorama/ }), '1');
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'hospitalities',
        {
          title: 'Our packages',
          ...withTickets(suiteTicket),
        },
        { tone: 'dark', style: 'secondary' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(1);
  },
};
