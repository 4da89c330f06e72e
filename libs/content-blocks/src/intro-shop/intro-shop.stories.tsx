import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketPicture } from '@paddock/ticketing/testing';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { IntroShop } from './intro-shop.js';
import type { IntroShopData } from '@paddock/api-clients/blocks';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/IntroShop',
  component: BlockList,
  ...blockStories({ 'intro-shop': defineBlock<IntroShopData>(IntroShop) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticketing home's introduction, its picture beside the text on desktop. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('intro-shop', {
        title: 'Billetterie 2027',
        text: 'Réservez dès maintenant pour la 95e édition, samedi 12 et dimanche 13 juin.\nBillets électroniques, à imprimer ou sur mobile.',
        picture: ticketPicture('Tribune', 'Une tribune', '#8a0b20'),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Billetterie 2027' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Une tribune' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

/** On a dark tone, in English, on the motorbike site. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'intro-shop',
        {
          title: '2027 tickets',
          text: 'Book now for the 50th edition. E-tickets, printed or on your phone.',
          picture: ticketPicture('Grandstand', 'A grandstand', '#14213d'),
        },
        { tone: 'dark' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2027 tickets' })).toBeVisible();
  },
};

/** Text only. */
export const WithoutPicture: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('intro-shop', { title: 'Billetterie', text: 'Toute la billetterie officielle.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
