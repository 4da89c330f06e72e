import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { richTextEn, richTextFr } from '../kit/fixtures/blocks.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';
import { richTextBlock } from './rich-text.js';

const meta = {
  title: 'content-blocks/RichText',
  component: BlockList,
  ...blockStories({ 'rich-text': richTextBlock }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  globals: { locale: 'fr' },
  args: { blocks: [richTextFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Les 24 Heures en famille' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Plan du circuit' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { blocks: [richTextEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'The 24 Hours with the family' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Circuit map' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
