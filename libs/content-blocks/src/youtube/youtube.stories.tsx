import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { Youtube } from './youtube.js';
import type { YoutubeData } from '@paddock/api-clients/blocks';
import { youtubeBareEn, youtubeBareFr, youtubeEn, youtubeFr } from './youtube.fixtures.js';
import { allowedOnAnEarlierVisit, embedStories } from '../kit/stories/embeds.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { youtube: defineBlock<YoutubeData>(Youtube) };

const meta = {
  title: 'content-blocks/Youtube',
  component: BlockList,
  ...embedStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facade: poster, title, play button, caption; nothing from YouTube yet. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [youtubeFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Le film officiel de l’édition précédente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Lancer la vidéo/ })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Played: the youtube-nocookie.com player replaces the facade and starts. */
export const EnglishPlayed: Story = {
  beforeEach: allowedOnAnEarlierVisit,
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [youtubeEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Play the video: The official film of last year’s race' }),
    );
    const player = canvas.getByTitle('Video: The official film of last year’s race');
    await expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Lm24hR4c3Fx\?autoplay=1/,
    );
  },
};

/** No poster: a neutral placeholder, on the dark tone, in the moto universe. */
export const WithoutPoster: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [youtubeBareFr] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

export const WithoutPosterEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [youtubeBareEn] },
};

/** Before any cookie choice: playing asks first; allowing shows the player. */
export const AskedBeforePlaying: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [youtubeFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Lancer la vidéo : Le film officiel de l’édition précédente',
      }),
    );
    await expect(canvas.getByText('Contenu de YouTube')).toHaveFocus();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser et afficher' }));
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};
