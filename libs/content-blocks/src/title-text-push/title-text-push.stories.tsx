import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { TitleTextPush } from './title-text-push.js';
import { titleTextPushBlocks } from './title-text-push.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'title-text-push': defineBlock<TitleTextPushData>(TitleTextPush) };

const meta = {
  title: 'content-blocks/TitleTextPush',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `left`: the accommodation text, the campsite's push beside it on desktop, after it on phones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: titleTextPushBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const push = canvas.getByRole('group', { name: 'Le camping Houx premium' });
    await expect(push).toBeVisible();
    await expect(within(push).getByRole('link', { name: 'Réserver un emplacement' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: titleTextPushBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sleep as close to the circuit as it gets' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Tents at the Houx campsite' })).toBeVisible();
  },
};

/** `centered` on the dark tone: a push without a picture, opening the shop in a new tab. */
export const CenteredDark: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: titleTextPushBlocks.centeredDark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Adhérer (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const CenteredEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  args: { blocks: titleTextPushBlocks.centeredEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Join for the season' }),
    ).toBeVisible();
  },
};

/** `centeredPadded`, RSE style on the green tone. */
export const CenteredPaddedGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: titleTextPushBlocks.paddedGreen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Le parc à vélos gardé' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir l’itinéraire' })).toBeVisible();
  },
};

export const CenteredPaddedEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: titleTextPushBlocks.paddedEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Come another way' }),
    ).toHaveClass(/centeredPadded/);
  },
};

/** As the seed has it: a picture and a call to action boxed beside the text, RSE style on green. */
export const PictureGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: titleTextPushBlocks.pictureGreen },
  play: async ({ canvasElement }) => {
    const push = within(canvasElement).getByRole('group', { name: 'La journée test' });
    await expect(within(push).getByRole('link', { name: 'En savoir plus' })).toBeVisible();
  },
};

export const PictureEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: titleTextPushBlocks.pictureEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Cars on track during test day' }),
    ).toBeVisible();
  },
};
