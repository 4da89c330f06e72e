import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { NewsSection } from './news-section.js';
import type { NewsSectionData } from '@paddock/api-clients/blocks';
import { newsEn, newsFr } from './news-section.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'news-section': defineBlock<NewsSectionData>(NewsSection) };

const meta = {
  title: 'content-blocks/NewsSection',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's latest three news and the link to all of them. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('news-section', {
        title: 'Actualités',
        items: newsFr.slice(0, 3),
        cta: { text: 'Toutes les actualités', href: '/fr/actualites', style: 'simple-light' },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'La tribune Grand Virage fait peau neuve' }),
    ).toHaveAttribute('href', '/fr/actualites/tribune-grand-virage');
    await expect(canvas.getByRole('link', { name: 'Toutes les actualités' })).toBeVisible();
  },
};

/** In English on the motorbike site, on the dark tone. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'news-section',
        {
          title: 'News',
          items: newsEn.slice(0, 3),
          cta: { text: 'All news', href: '/en/news', style: 'simple-light' },
        },
        { tone: 'dark' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
    await expect(canvas.getByText('18 November 2026')).toBeVisible();
  },
};

/** A sister site's news: no tags, no links. */
export const SisterSite: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'news-section',
        {
          title: 'Actualités',
          items: newsFr.slice(3, 6).map(({ tag: _tag, href: _href, ...item }) => item),
        },
        { tone: 'light' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
