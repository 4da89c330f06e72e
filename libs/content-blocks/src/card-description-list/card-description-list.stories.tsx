import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { CardDescriptionList } from './card-description-list.js';
import type { CardDescriptionListData } from '@paddock/api-clients/blocks';
import { cardDescriptionListBlocks } from './card-description-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'card-description-list': defineBlock<CardDescriptionListData>(CardDescriptionList),
};

const meta = {
  title: 'content-blocks/CardDescriptionList',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticketing FAQ, then the practical page's, with its feedback call to action (light tone). */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: cardDescriptionListBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(
      canvas.getByRole('link', { name: 'Donnez votre avis (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** In English on the motorbike site; the second list on the dark tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: cardDescriptionListBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('definition')[4]).toHaveTextContent(
      'Yes, your ticket is valid for its whole duration.',
    );
  },
};
