import type { RssFeedListData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { RssFeedList } from './rss-feed-list.js';
import {
  carFeedEn,
  carFeedFr,
  emptyFeed,
  rssFeedListEn,
  rssFeedListFr,
} from './rss-feed-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'rss-feed-list': defineBlock<RssFeedListData>(RssFeedList) };

const meta = {
  title: 'content-blocks/RssFeedList',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The car site's feed as the site serves it: the feed the site server attached, in its HTML (the block
 * needs no code and asks for nothing).
 */
export const FrenchWithTheFeedOfTheServer: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('rss-feed-list', {
        ...rssFeedListFr,
        // What the service answers for the block's limit: its four latest items.
        feed: { ...carFeedFr, items: carFeedFr.items.slice(0, 4) },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );
  },
};

/** The same feed asked for (the server had none), its partners' items opening a new tab. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('rss-feed-list', rssFeedListFr)] },
  decorators: [withLiveContent({ feed: carFeedFr })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
    await expect(
      canvas.getByRole('link', {
        name: 'Un village réservé aux membres ACO (s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );
  },
};

/** The race category only, on the dark tone, with its own "more" link. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('rss-feed-list', rssFeedListEn, { tone: 'dark' })] },
  decorators: [withLiveContent({ feed: carFeedEn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('FIA WEC')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All race news' })).toBeVisible();
  },
};

/** Placeholders while the feed comes, on the green tone. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('rss-feed-list', rssFeedListFr, { tone: 'green' })] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des actualités…');
  },
};

/** A feed with nothing in it. */
export const Empty: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('rss-feed-list', rssFeedListFr)] },
  decorators: [withLiveContent({ feed: emptyFeed })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune actualité pour le moment.'),
    ).toBeVisible();
  },
};

/** The feed fails, then answers when asked again. */
export const ServiceDown: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('rss-feed-list', rssFeedListEn)] },
  decorators: [withLiveContent({ feed: { sequence: [null, carFeedEn] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The news cannot be loaded right now.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};
