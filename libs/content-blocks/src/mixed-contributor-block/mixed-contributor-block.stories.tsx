import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { MixedContributorBlock } from './mixed-contributor-block.js';
import { mixedContributorBlocks } from './mixed-contributor-block.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'mixed-contributor-block': defineBlock<MixedContributorBlockData>(MixedContributorBlock),
};

const meta = {
  title: 'content-blocks/MixedContributorBlock',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The race engineer's night: the text, her quote beside it on desktop, two captioned pictures. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mixedContributorBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/on écoute la voiture/)).toBeVisible();
    await expect(canvas.getByText('Claire Morvan')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: mixedContributorBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Race engineer, car #38')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Mechanics changing tyres at night' }),
    ).toBeVisible();
  },
};

/** The driver's word at the text's start, on the dark tone. */
export const QuoteStartDark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mixedContributorBlocks.startDark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Le premier relais' })).toHaveClass(/start/);
    await expect(canvas.getByText(/330 km\/h/)).toBeVisible();
  },
};

export const QuoteStartEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  args: { blocks: mixedContributorBlocks.startEn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Driver, car #7')).toBeVisible();
  },
};

/** A marshal's quote alone with one picture, RSE style on the green tone. */
export const QuoteOnlyGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mixedContributorBlocks.quoteGreen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Commissaire de piste bénévole')).toBeVisible();
    await expect(canvas.getByText('Le poste 112, au virage d’Arnage.')).toBeVisible();
  },
};

export const QuoteOnlyDarkEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: mixedContributorBlocks.quoteDarkEn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Volunteer track marshal')).toBeVisible();
  },
};
