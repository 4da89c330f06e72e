import type { SocialWallData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { defineBlock } from '../kit/define-block.js';
import { SocialWall } from './social-wall.js';
import {
  postsEn,
  postsFr,
  socialWallChannelEn,
  socialWallEn,
  socialWallFr,
} from './social-wall.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'social-wall': defineBlock<SocialWallData>(SocialWall) };

const meta = {
  title: 'content-blocks/SocialWall',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The car home's wall as the site serves it: the posts the site server attached, in its HTML (the wall
 * needs no code and asks for nothing).
 */
export const FrenchWithThePostsOfTheServer: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [{ ...socialWallFr, data: { ...socialWallFr.data, posts: postsFr } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'false');
    const posts = canvas.getByRole('list', { name: 'Dernières publications' });
    await expect(within(posts).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The same wall asking for its posts (the server had none): cards, then a link out to each network. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [socialWallFr] },
  decorators: [withLiveContent({ posts: postsFr })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = await canvas.findByRole('list', { name: 'Dernières publications' });
    await expect(within(posts).getAllByRole('article')).toHaveLength(4);
    // 22:10 UTC on the 11th is already the 12th in Paris.
    await expect(canvas.getAllByText('12 juin 2027', { selector: 'time' })).toHaveLength(3);
    const nav = canvas.getByRole('navigation', { name: 'Réseaux sociaux' });
    await expect(within(nav).getByRole('link', { name: /TikTok/ })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/tag/LeMans24',
    );
    await expect(canvasElement.querySelector('iframe, script')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [socialWallEn] },
  decorators: [withLiveContent({ posts: postsEn })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(4);
  },
};

/** Three posts on the light tone, the channel's own address and a call to action. */
export const ChannelAndCallToAction: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [socialWallChannelEn] },
  decorators: [withLiveContent({ posts: postsEn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'All our accounts' })).toBeVisible();
  },
};

/** The cards' shape while the posts come. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [socialWallFr] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement des dernières publications…',
    );
  },
};

/** Nothing picked yet: the links out stay. */
export const Empty: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: { blocks: [{ ...socialWallFr, tone: 'light' }] },
  decorators: [withLiveContent({ posts: [] }, 'classic')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Aucune publication à afficher pour le moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Réseaux sociaux' })).toBeVisible();
  },
};

/** The posts fail, then come when asked again. */
export const ServiceDown: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [socialWallEn] },
  decorators: [withLiveContent({ posts: { sequence: [null, postsEn] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The latest posts cannot be loaded right now.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
  },
};
