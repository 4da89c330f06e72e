import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  infoEn,
  infoFr,
  legalEn,
  legalFr,
  membersOnlyFr,
  titleTextEn,
  titleTextFr,
} from '../kit/fixtures/blocks.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';
import { titleTextBlock } from './title-text.js';

const meta = {
  title: 'content-blocks/TitleText',
  component: BlockList,
  ...blockStories({ 'title-text': titleTextBlock }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plain kind, then the info and legal kinds. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { blocks: [titleTextFr, infoFr, legalFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Accès au circuit',
      'Bon à savoir',
      'Mentions légales',
    ]);
    await expect(canvas.getByText(/Navettes gratuites depuis la gare/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { blocks: [titleTextEn, infoEn, legalEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await expect(canvas.getByText(/Photos for illustration only/)).toBeVisible();
  },
};

/** An info box with a call to action under its text (the member presale's 'Se connecter'). */
export const WithCallToAction: Story = {
  globals: { locale: 'fr' },
  args: { blocks: [membersOnlyFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  },
};
