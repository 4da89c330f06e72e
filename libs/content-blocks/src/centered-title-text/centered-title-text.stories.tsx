import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { CenteredTitleText } from './centered-title-text.js';
import { centeredTitleTextBlocks } from './centered-title-text.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'centered-title-text': defineBlock<CenteredTitleTextData>(CenteredTitleText),
};

const meta = {
  title: 'content-blocks/CenteredTitleText',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticketing page's opening: kicker, title over its rule, text, a primary call to action. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: centeredTitleTextBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Vivez les 24 Heures au plus près de la piste',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Billetterie')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les billets' })).toBeVisible();
  },
};

/** In English on the motorbike site, on the dark tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: centeredTitleTextBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See the tickets' })).toBeVisible();
    await expect(canvas.getByText(/Under-16s get in free/)).toBeVisible();
  },
};

/** `centeredPadded`, RSE style on the green tone: a panel of its own, an external call to action. */
export const CenteredPaddedGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: centeredTitleTextBlocks.padded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cent ans de légende' })).toHaveClass(
      /centeredPadded/,
    );
    await expect(
      canvas.getByRole('link', {
        name: 'Explorer les archives (s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** `centeredPadded` in English, secondary style on the light tone. */
export const CenteredPaddedEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  args: { blocks: centeredTitleTextBlocks.paddedEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'A hundred years of legend' }),
    ).toBeVisible();
  },
};

/** A title alone under its kicker, on the Le Mans Classic site. */
export const TitleOnly: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: {
    blocks: [
      aBlock('centered-title-text', {
        kicker: 'Le Mans Classic',
        title: 'Programme de la semaine',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Programme de la semaine' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
