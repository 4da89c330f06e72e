import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { NewsFull } from './news-full.js';
import type { NewsFullData } from '@paddock/api-clients/blocks';
import { manyNewsFr, newsEn, newsFr } from './news-full.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'news-full': defineBlock<NewsFullData>(NewsFull) };
const tagsOf = (items: { tag?: string }[]) => [...new Set(items.map((item) => item.tag ?? ''))];

const meta = {
  title: 'content-blocks/NewsFull',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The news page: every news, filtered by tag. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('news-full', { items: newsFr, filters: tagsOf(newsFr) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Billetterie' }));
    await expect(canvas.getByRole('button', { name: 'Billetterie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 actualité');
    await userEvent.click(canvas.getByRole('button', { name: 'Toutes' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [aBlock('news-full', { items: newsEn, filters: tagsOf(newsEn) }, { tone: 'light' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Race' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Fifteen news: six at first, six more at each "More news", the focus on the first added. */
export const MoreNews: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock(
        'news-full',
        { title: 'Toute l’actualité', items: manyNewsFr, filters: tagsOf(manyNewsFr) },
        { tone: 'dark' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Plus d’actualités' }));
    await waitFor(() => expect(canvas.getAllByRole('article')[6]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Plus d’actualités' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
    await expect(canvas.queryByRole('button', { name: 'Plus d’actualités' })).toBeNull();
  },
};
