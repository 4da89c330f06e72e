import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock, titleEn, titleFr } from '../kit/fixtures/blocks.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';
import { titleBlock } from './title.js';

const meta = {
  title: 'content-blocks/Title',
  component: BlockList,
  ...blockStories({ title: titleBlock }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  globals: { locale: 'fr' },
  args: { blocks: [titleFr] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Billetterie 2025' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { blocks: [titleEn] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Tickets 2025' }),
    ).toBeVisible();
  },
};

/** The three levels a title block may take. */
export const Levels: Story = {
  globals: { locale: 'fr' },
  args: {
    blocks: [
      aBlock('title', { title: 'Les 24 Heures', level: 1 }),
      aBlock('title', { title: 'Hospitalités' }),
      aBlock('title', { title: 'Loges et terrasses', level: 3 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};
