import type { Block } from '@paddock/api-clients/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  aBlock,
  aBlockOfNewerType,
  infoEn,
  infoFr,
  legalEn,
  legalFr,
  richTextEn,
  richTextFr,
  titleEn,
  titleFr,
  titleTextEn,
  titleTextFr,
} from '../kit/fixtures/blocks.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { blockRegistry, Blocks } from './blocks.js';

const meta = {
  title: 'content-blocks/Page',
  component: Blocks,
  ...blockStories(blockRegistry),
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block type newer than this release: the page shows everything around it. */
const animation = aBlockOfNewerType({ endsAt: '2026-06-13T16:00:00Z' });

/** A page of mixed blocks, with its styles and tones, as the content service sends it. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    blocks: [
      titleFr,
      { ...richTextFr, id: 'intro' },
      animation,
      { ...titleTextFr, tone: 'dark' },
      { ...infoFr, style: 'rse', tone: 'green' },
      { ...legalFr, style: 'secondary', tone: 'light' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billetterie 2025' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-block-type]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-block-type="countdown"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    blocks: [
      titleEn,
      richTextEn,
      { ...titleTextEn, tone: 'green' },
      { ...infoEn, style: 'secondary', tone: 'dark' },
      legalEn,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tickets 2025' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-block-type]')).toHaveLength(5);
  },
};

const styles = ['primary', 'secondary', 'rse'] as const;
const tones = ['light', 'dark', 'green'] as const;

/** Every style on every tone, each with a title, a rich text and an info box: axe checks contrast. */
export const StylesAndTones: Story = {
  globals: { locale: 'fr' },
  args: {
    blocks: tones.flatMap((tone) =>
      styles.flatMap((style): Block[] => [
        aBlock('title', { title: `Style ${style}, ton ${tone}`, level: 3 }, { style, tone }),
        aBlock(
          'rich-text',
          {
            html: `<p>Un texte avec <strong>du gras</strong> et <a href="#acces">un lien</a>.</p><blockquote>Une citation.</blockquote>`,
          },
          { style, tone },
        ),
        aBlock(
          'title-text',
          { title: 'Bon à savoir', text: 'Ouverture des portes à 8 h.', kind: 'info' },
          { style, tone },
        ),
        aBlock(
          'title-text',
          { title: 'Mentions', text: 'Programme susceptible de modifications.', kind: 'legal' },
          { style, tone },
        ),
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-block-type]')).toHaveLength(36);
  },
};
