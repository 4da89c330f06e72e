import type { MediaIntroData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { MediaIntro } from './media-intro.js';
import { mediaIntroBlocks } from './media-intro.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { allowedOnAnEarlierVisit, embedParameters } from '../kit/stories/embeds.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'media-intro': defineBlock<MediaIntroData>(MediaIntro) };

const meta = {
  title: 'content-blocks/MediaIntro',
  component: BlockList,
  ...blockStories(registry, embedParameters),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's hero on the dark tone: the edition, a countdown ticking to the start, two calls to action. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mediaIntroBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: '24 Heures du Mans' }),
    ).toBeVisible();
    await expect(canvas.getByText('Départ de la course dans')).toBeVisible();
    const seconds = () => canvas.getAllByRole('listitem')[3]?.textContent;
    await waitFor(() => expect(seconds()).toMatch(/^\d{2}/));
    const before = seconds();
    await waitFor(() => expect(seconds()).not.toBe(before), { timeout: 2500 });
    await expect(canvas.getByRole('link', { name: 'Réserver mes billets' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: mediaIntroBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/^3\s*days$/));
    await expect(canvas.getByRole('link', { name: 'See the schedule' })).toBeVisible();
  },
};

/** The film behind its poster on the left; nothing from YouTube yet. */
export const Video: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mediaIntroBlocks.video },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Lancer la vidéo/ })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Played: the youtube-nocookie.com player replaces the poster and takes the focus. */
export const VideoPlayedEnglish: Story = {
  globals: { locale: 'en', universe: 'aco' },
  // Without the earlier choice, playing asks first.
  beforeEach: allowedOnAnEarlierVisit,
  args: { blocks: mediaIntroBlocks.videoEn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Play the video: Relive last year’s race' }),
    );
    const player = canvas.getByTitle('Video: Relive last year’s race');
    await expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Lm24hR4c3Fx\?autoplay=1/,
    );
    await expect(player).toHaveFocus();
  },
};

/** `media-right`: the circuit page's opening on the dark tone. */
export const MediaRightDark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: mediaIntroBlocks.rightDark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '13,626 km de légende' })).toHaveClass(
      /media-right/,
    );
    await expect(
      canvas.getByRole('img', { name: 'Vue aérienne du circuit et des tribunes' }),
    ).toBeVisible();
  },
};

/** The same in English, RSE style on the green tone. */
export const MediaRightGreenEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: mediaIntroBlocks.rightGreenEn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Circuit map' })).toBeVisible();
  },
};
