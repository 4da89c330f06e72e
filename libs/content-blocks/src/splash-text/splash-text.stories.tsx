import type { SplashTextData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { SplashText } from './splash-text.js';
import { splashTextBlocks } from './splash-text.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'splash-text': defineBlock<SplashTextData>(SplashText) };

const meta = {
  title: 'content-blocks/SplashText',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's statement over the start's picture, under its veil, centred. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: splashTextBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '24 heures. 62 voitures. 1 vainqueur.',
    );
    await expect(canvas.getByRole('link', { name: 'Réserver ma place' })).toBeVisible();
    // Over the picture, the statement is light whatever the block's tone.
    await expect(getComputedStyle(canvas.getByRole('heading')).color).toBe('rgb(255, 255, 255)');
  },
};

/** In English on the motorbike site, a light block: the veil keeps the statement light. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: splashTextBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /24 hours/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book my seat' })).toBeVisible();
  },
};

/** `left`, without a picture, on the dark tone. */
export const LeftDark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: splashTextBlocks.leftDark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /300 000 spectateurs/ })).toHaveClass(/left/);
    await expect(canvas.getByRole('link', { name: 'Découvrir le circuit' })).toBeVisible();
  },
};

/** `left` in English, secondary style on the light tone. */
export const LeftLightEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  args: { blocks: splashTextBlocks.leftLightEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: /One finish line/ }),
    ).toBeVisible();
  },
};

/** `centeredPadded`, RSE style on the green tone. */
export const CenteredPaddedGreen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: splashTextBlocks.paddedGreen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Zéro plastique jetable au village.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Engagement')).toBeVisible();
  },
};

/** `centeredPadded` in English, RSE style on the light tone. */
export const CenteredPaddedLightEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: splashTextBlocks.paddedLightEn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Deposit cups/)).toBeVisible();
  },
};
