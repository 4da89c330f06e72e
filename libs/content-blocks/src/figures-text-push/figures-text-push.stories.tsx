import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { FiguresTextPush } from './figures-text-push.js';
import { figuresTextPushBlocks } from './figures-text-push.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'figures-text-push': defineBlock<FiguresTextPushData>(FiguresTextPush) };

const meta = {
  title: 'content-blocks/FiguresTextPush',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The membership push: the text and its call to action, the club's figures on the right. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: figuresTextPushBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Rejoignez l’Automobile Club de l’Ouest' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devenir membre' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** In English on the dark tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: figuresTextPushBlocks.en },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('48,500')).toBeVisible();
  },
};

/** Figures first, on the green tone with the RSE style; its call to action opens a new tab. */
export const GreenFiguresFirst: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: figuresTextPushBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Lire le rapport RSE (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
      '2,5 MW de panneaux solaires',
    );
  },
};

/** Figures first in the secondary style. */
export const SecondaryFiguresFirst: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: { blocks: figuresTextPushBlocks.start },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
      '42 % renewable energy',
    );
  },
};
