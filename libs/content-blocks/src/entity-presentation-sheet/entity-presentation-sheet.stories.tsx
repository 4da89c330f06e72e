import type { EntityPresentationSheetData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { EntityPresentationSheet } from './entity-presentation-sheet.js';
import { entityPresentationSheetBlocks } from './entity-presentation-sheet.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'entity-presentation-sheet': defineBlock<EntityPresentationSheetData>(EntityPresentationSheet),
};

const meta = {
  title: 'content-blocks/EntityPresentationSheet',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The club's sheet: logo, description, facts with the website, contact links. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: entityPresentationSheetBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Automobile Club de l’Ouest' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(
      canvas.getByRole('link', { name: 'aco.example (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Téléphone +33 2 43 40 24 24' })).toHaveAttribute(
      'href',
      'tel:+33243402424',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: entityPresentationSheetBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Email contact@aco.example' })).toHaveAttribute(
      'href',
      'mailto:contact@aco.example',
    );
  },
};

/** A circuit's sheet with its picture, on the dark tone. */
export const DarkCircuit: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: entityPresentationSheetBlocks.dark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Circuit Bugatti' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
  },
};

/** On the green tone in the secondary style. */
export const Green: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: entityPresentationSheetBlocks.green },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Devenir membre' })).toBeVisible();
  },
};
