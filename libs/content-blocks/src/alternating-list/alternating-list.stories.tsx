import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { AlternatingList } from './alternating-list.js';
import type { AlternatingListData } from '@paddock/api-clients/blocks';
import { accessEn, accessFr } from './alternating-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'alternating-list': defineBlock<AlternatingListData>(AlternatingList) };

const meta = {
  title: 'content-blocks/AlternatingList',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Getting to the circuit: pictures left, right, left on desktop; stacked on phones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('alternating-list', accessFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'En voiture',
      'En tramway',
      'À vélo',
    ]);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('alternating-list', accessEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Cycle routes (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};
