import type { MosaicBlocksData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MosaicBlocks } from './mosaic-blocks.js';
import { raceWeekEn, raceWeekFr } from './mosaic-blocks.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'mosaic-blocks': defineBlock<MosaicBlocksData>(MosaicBlocks) };

const meta = {
  title: 'content-blocks/MosaicBlocks',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boxes of the first four tiles: the feature, the parade, the pits, the text on sleeping. */
const firstFour = (tiles: HTMLElement[]) =>
  [0, 1, 2, 3].map((i) => tiles[i]?.getBoundingClientRect() ?? new DOMRect()) as [
    DOMRect,
    DOMRect,
    DOMRect,
    DOMRect,
  ];

/** Desktop: the feature takes two columns and two rows; tiles read left to right, top to bottom. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('mosaic-blocks', raceWeekFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [feature, parade, pits, sleep] = firstFour(canvas.getAllByRole('listitem'));
    await expect(feature.width).toBeGreaterThan(parade.width * 1.9);
    await expect(feature.height).toBeGreaterThan(parade.height * 1.9);
    // Visual order is the document's: parade then pits on the first row, sleeping below them.
    await expect(parade.top).toBe(pits.top);
    await expect(parade.left).toBeLessThan(pits.left);
    await expect(sleep.top).toBeGreaterThan(parade.bottom - 1);
    await expect(canvas.getByRole('link', { name: 'Découvrir le village' })).toBeVisible();
  },
};

/** On a phone, dark tone: two columns, the feature and texts across both. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('mosaic-blocks', raceWeekEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [feature, parade, pits, sleep] = firstFour(canvas.getAllByRole('listitem'));
    await expect(parade.top).toBe(pits.top);
    await expect(sleep.width).toBeCloseTo(feature.width, 0);
    await expect(
      canvas.getByRole('link', { name: '24 Hours Museum (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** On the green tone, RSE style, no block title: tile titles are level 2. */
export const GreenTone: Story = {
  globals: { locale: 'fr', universe: 'passport-rse' },
  args: {
    blocks: [
      aBlock(
        'mosaic-blocks',
        { tiles: raceWeekFr.tiles.slice(1, 5) },
        { tone: 'green', style: 'rse' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Réserver' })).toBeVisible();
  },
};
