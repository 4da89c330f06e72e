import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { Editorial } from './editorial.js';
import type { EditorialData } from '@paddock/api-clients/blocks';
import { editorialBlocks } from './editorial.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { editorial: defineBlock<EditorialData>(Editorial) };

const meta = {
  title: 'content-blocks/Editorial',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three alignments: centred (home), left (partners page) and centred in a padded panel (RSE, green). */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: editorialBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vivre la course de l’intérieur',
      'Devenir partenaire',
      'Une course responsable',
    ]);
    await expect(canvas.getByRole('link', { name: /Notre démarche/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: editorialBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Parking and accommodation' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Our commitment \(opens in a new tab\)/ }),
    ).toBeVisible();
  },
};

/** Centred, on the dark tone. */
export const CenteredDark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [{ ...(editorialBlocks.fr[0] as (typeof editorialBlocks.fr)[number]), tone: 'dark' }],
  },
};
