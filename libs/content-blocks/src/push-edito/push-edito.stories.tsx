import type { PushEditoData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { PushEdito } from './push-edito.js';
import { pushEditoBlocks } from './push-edito.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { PUSH_EDITO: defineBlock<PushEditoData>(PushEdito) };

const meta = {
  title: 'content-blocks/PushEdito',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `large`: the hospitality push, its picture beside its text on desktop, above it on phones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: pushEditoBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Vivez la course depuis le Club Tertre Rouge',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'La terrasse du Club Tertre Rouge' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrir les hospitalités' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: pushEditoBlocks.en },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Discover hospitality' }),
    ).toBeVisible();
  },
};

/** `row`: the week's highlights, three cards under the block's title. */
export const Row: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: pushEditoBlocks.row },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'À ne pas manquer' });
    await expect(within(region).getAllByRole('article')).toHaveLength(3);
    await expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paddock Walk', 'La parade des pilotes', 'Le feu d’artifice']);
  },
};

/** `row` in English on the dark tone. */
export const RowDarkEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  args: { blocks: pushEditoBlocks.rowEnDark },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Book the Paddock Walk' }),
    ).toBeVisible();
  },
};

/** Two `large` pushes on the green tone (RSE style), pictures on alternate sides. */
export const LargeGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: pushEditoBlocks.largeGreen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: 'Visiter la boutique (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Two `large` pushes in English, secondary style on the dark tone. */
export const LargeDarkEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: pushEditoBlocks.largeDarkEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'The official collection' }),
    ).toBeVisible();
  },
};
