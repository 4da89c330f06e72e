import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { defineBlock } from '../kit/define-block.js';
import { HospitalityCategory } from './hospitality-category.js';
import { hostFr, suitesEn, suitesFr } from './hospitality-category.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { addsToCart } from '../kit/stories/add-to-cart.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/HospitalityCategory',
  component: BlockList,
  ...blockStories({
    'hospitality-category': defineBlock<HospitalityCategoryData>(HospitalityCategory),
  }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suites and villages: the suite's last place is added to the cart; the village is sold out. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('hospitality-category', suitesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Inclus' })).toBeVisible();
    await addsToCart(canvas.getByRole('article', { name: /Suite Panorama/ }), '1');
    const village = within(canvas.getByRole('article', { name: /Village Arnage/ }));
    await expect(village.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Contacter l’équipe hospitalités' }),
    ).toHaveAttribute('href', 'mailto:hospitalites@24h-lemans.example');
  },
};

/** In English on the dark tone, on the motorbike site. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('hospitality-category', suitesEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText(/Our hospitality team answers you/)).toBeVisible();
  },
};

/** The hospitality page's introduction: no offers of its own, on the green tone. */
export const WithoutOffersGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('hospitality-category', hostFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Recevez au cœur de la course' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Its offers missing from the catalogue: the category says so. */
export const OffersNotOnSale: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: {
    blocks: [aBlock('hospitality-category', { ...suitesEn, tickets: [] }, { style: 'secondary' })],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The offers of this category are not on sale at the moment.'),
    ).toBeVisible();
  },
};
