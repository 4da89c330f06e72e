import type { ImageTextGridData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { ImageTextGrid } from './image-text-grid.js';
import { imageTextGridBlocks } from './image-text-grid.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'image-text-grid': defineBlock<ImageTextGridData>(ImageTextGrid) };

const meta = {
  title: 'content-blocks/ImageTextGrid',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The circuit's year as a 2×2 checkerboard of pictures and texts. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: imageTextGridBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
    await expect(canvas.getAllByRole('figure')[1]).toHaveTextContent(
      'La voie des stands, ouverte aux visites.',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: imageTextGridBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'The calendar' })).toBeVisible();
  },
};

/** On the dark tone. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: { blocks: imageTextGridBlocks.dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Three columns without a title, on the green tone. */
export const GreenThreeColumns: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: imageTextGridBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toHaveAttribute('data-layout', 'three-columns');
    await expect(
      canvas.getByRole('link', { name: 'Les archives (s’ouvre dans un nouvel onglet)' }),
    ).toBeVisible();
  },
};
