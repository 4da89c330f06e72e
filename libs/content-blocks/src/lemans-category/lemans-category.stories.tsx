import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LemansCategoryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { withCheckout } from '../kit/fixtures/with-checkout.js';
import { defineBlock } from '../kit/define-block.js';
import { LemansCategory } from './lemans-category.js';
import {
  generalAdmissionEn,
  generalAdmissionFr,
  grandstandsFr,
  villageEn,
} from './lemans-category.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { addsToCart } from '../kit/stories/add-to-cart.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/LemansCategory',
  component: BlockList,
  ...blockStories({ 'lemans-category': defineBlock<LemansCategoryData>(LemansCategory) }),
  decorators: [withCheckout],
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** General admission: two tickets; two weekend adults are added to the cart. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('lemans-category', generalAdmissionFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 billets')).toBeVisible();
    await addsToCart(canvas.getAllByRole('article')[0] as HTMLElement, '2');
  },
};

/** In English on the dark tone; the map opens a new tab. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('lemans-category', generalAdmissionEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Circuit map (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The grandstands, without a picture: seats are chosen on the map. */
export const SeatedWithoutPicture: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('lemans-category', grandstandsFr, { style: 'secondary' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choisir mes places' })).toBeVisible();
  },
};

/** A sold-out category on the green tone: its prices marked, nothing to add. */
export const SoldOutGreen: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('lemans-category', villageEn, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sold out')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
