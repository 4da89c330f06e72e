import type { BasicCardGridData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { BasicCardGrid } from './basic-card-grid.js';
import { basicCardGridBlocks } from './basic-card-grid.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'basic-card-grid': defineBlock<BasicCardGridData>(BasicCardGrid) };

const meta = {
  title: 'content-blocks/BasicCardGrid',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The club's activities in three columns; the museum opens its own site in a new tab. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: basicCardGridBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [grid] = canvas.getAllByRole('list');
    await expect(within(grid as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'Le musée des 24 Heures (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('target', '_blank');
    // The cards' links come one after the other in the tab order, then the call to action.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Les 24 Heures du Mans' })).toHaveFocus();
  },
};

/** Four columns in English. */
export const EnglishFourColumns: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: basicCardGridBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('list')).toHaveClass(/four/);
  },
};

/** On the dark tone. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: basicCardGridBlocks.dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(3);
  },
};

/** Two text cards, one without a link, on the green tone with the RSE style. */
export const GreenTwoColumns: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: basicCardGridBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Accueil du public' }),
    ).toBeVisible();
  },
};
