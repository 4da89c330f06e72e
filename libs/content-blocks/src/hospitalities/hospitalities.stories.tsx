import type { Meta, StoryObj } from '@storybook/react-vite';
import { soldOutTicket, suiteTicket } from '@paddock/ticketing/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { Blocks } from '../registry/blocks.js';
import { defineLazyBlock } from '../kit/define-block.js';
import type { HospitalitiesData } from '@paddock/api-clients/blocks';

const meta = {
  title: 'content-blocks/Hospitalities',
  component: Blocks,
  parameters: { layout: 'fullscreen' },
  decorators: [withCheckout],
  args: {
    registry: {
      hospitalities: defineLazyBlock<HospitalitiesData>(() =>
        import('./hospitalities.js').then(({ Hospitalities }) => ({ default: Hospitalities })),
      ),
    },
    blocks: [],
  },
} satisfies Meta<typeof Blocks>;

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
        ticketSecutixIds: [suiteTicket.secutixId, soldOutTicket.secutixId],
        tickets: [suiteTicket, soldOutTicket],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nos formules' }),
    ).toBeVisible();
    const offer = within(canvas.getByRole('article', { name: /Suite Panorama/ }));
    const quantity = offer.getAllByRole('combobox')[0] as HTMLSelectElement;
    await userEvent.selectOptions(quantity, '1');
    await userEvent.click(offer.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(quantity).toHaveValue('0'));
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
          ticketSecutixIds: [suiteTicket.secutixId],
          tickets: [suiteTicket],
        },
        { tone: 'dark', style: 'secondary' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(1);
  },
};
