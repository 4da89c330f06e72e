import type { TrophyListData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TrophyList } from './trophy-list.js';
import { trophiesEn, trophiesFr } from './trophy-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'trophy-list': defineBlock<TrophyListData>(TrophyList) };

const meta = {
  title: 'content-blocks/TrophyList',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid of trophies, two a row on phones; the year filter keeps one year's. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('trophy-list', trophiesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Année' }), '2023');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 trophée');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Prix de l’innovation durable',
    );
  },
};

/** On the dark tone, on desktop: four a row. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('trophy-list', trophiesEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards[3]?.getBoundingClientRect().top).toBe(cards[0]?.getBoundingClientRect().top);
    await expect(canvas.getByRole('img', { name: 'Coupe d’or' })).toBeVisible();
  },
};

/** The list layout on the green tone, without a year filter. */
export const GreenList: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: {
    blocks: [
      aBlock(
        'trophy-list',
        { ...trophiesFr, layout: 'list', yearFilter: false },
        { tone: 'green' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};
