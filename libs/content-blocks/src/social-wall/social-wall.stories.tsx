import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { SocialWall } from './social-wall.js';
import type { SocialWallData } from '@paddock/api-clients/blocks';
import {
  socialWallEn,
  socialWallFr,
  socialWallPostsEn,
  socialWallPostsFr,
} from './social-wall.fixtures.js';

const registry = { 'social-wall': defineBlock<SocialWallData>(SocialWall) };

const meta = {
  title: 'content-blocks/SocialWall',
  component: Blocks,
  parameters: { layout: 'fullscreen' },
  args: { registry, blocks: [] },
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's wall: no posts, a link out to the hashtag on each network; nothing of theirs loads. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [socialWallFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Réseaux sociaux' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
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
};

/** Posts the CMS copied, shown as cards of the block's own data. */
export const WithPostsFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [socialWallPostsFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = canvas.getByRole('list', { name: 'Dernières publications' });
    await expect(within(posts).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getAllByText('14 juin 2025')).toHaveLength(2);
  },
};

export const WithPostsEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [socialWallPostsEn] },
};
