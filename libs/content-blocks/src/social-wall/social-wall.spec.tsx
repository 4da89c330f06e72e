import { socialWallData, type SocialWallData } from '@paddock/api-clients/blocks';
import type { Block } from '@paddock/api-clients/contracts';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SocialWall } from './social-wall.js';
import {
  postsEn,
  postsFr,
  socialWallChannelEn,
  socialWallDataFr,
  socialWallEn,
  socialWallFr,
  socialWallPlainFr,
} from './social-wall.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';
import { aBlock } from '../kit/fixtures/blocks.js';

const registry = { 'social-wall': defineBlock<SocialWallData>(SocialWall) };

function renderWall(block: Block, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  const view = renderInLocale(
    <Provider store={contentStore({ content, site: 'auto' })}>
      <BlockList blocks={[block]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog] },
  );
  return { content, ...view };
}

describe('social-wall block', () => {
  it('asks for the hashtag’s posts after a busy state, and shows them as cards', async () => {
    const { content, container } = renderWall(socialWallEn, { posts: postsEn }, 'en');
    const section = screen.getByRole('region', { name: 'The circuit live on social media' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest posts…');

    const list = await screen.findByRole('list', { name: 'Latest posts' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(content.calls).toEqual([
      {
        method: 'socialPosts',
        args: { site: 'auto', locale: 'en', limit: 6, hashtag: 'LeMans24' },
      },
    ]);
    const posts = within(list).getAllByRole('article');
    expect(posts).toHaveLength(4);
    const first = within(posts[0] as HTMLElement);
    expect(first.getByText('Sunset over the Hunaudières straight. #LeMans24')).toBeVisible();
    expect(first.getByText('12 June 2027')).toHaveAttribute('datetime', '2027-06-12T19:40:00Z');
    expect(first.getByRole('img', { name: 'The track at dusk' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const link = first.getByRole('link', {
      name: 'See the post on Instagram (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://instagram.example/p/lemans24-sunset/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing of the networks' loads here.
    expect(container.querySelector('iframe, script')).toBeNull();
  });

  it('shows the posts the site server attached at once, and asks for nothing', () => {
    const { content } = renderWall(
      aBlock('social-wall', { ...socialWallEn.data, posts: postsEn }),
      { posts: [] },
      'en',
    );
    // The first render (the server's HTML) is the wall itself: no placeholder to grow out of.
    const section = screen.getByRole('region', { name: 'The circuit live on social media' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('navigation', { name: 'Social networks' })).toBeInTheDocument();
    expect(content.calls).toEqual([]);
  });

  it('says at once when the server found no post to attach', () => {
    const { content } = renderWall(aBlock('social-wall', { ...socialWallDataFr, posts: [] }), {
      posts: postsFr,
    });
    expect(screen.getByText('Aucune publication à afficher pour le moment.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Dernières publications' })).not.toBeInTheDocument();
    expect(content.calls).toEqual([]);
  });

  it('links out to the hashtag on each network, in new tabs', async () => {
    renderWall(socialWallFr, { posts: postsFr });
    const nav = screen.getByRole('navigation', { name: 'Réseaux sociaux' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/explore/tags/LeMans24/',
      'https://x.com/hashtag/LeMans24',
      'https://www.tiktok.com/tag/LeMans24',
    ]);
    expect(links[0]).toHaveAccessibleName('Instagram #LeMans24 (s’ouvre dans un nouvel onglet)');
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(within(nav).getByText('Suivez #LeMans24 sur les réseaux sociaux')).toBeVisible();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('keeps to its number of posts, a network’s own address and its call to action', async () => {
    const { content } = renderWall(socialWallChannelEn, { posts: postsEn }, 'en');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(content.calls[0]?.args).toEqual({
      site: 'auto',
      locale: 'en',
      limit: 3,
      hashtag: 'LeMans24',
    });
    expect(screen.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@24hlemans',
    );
    expect(screen.getByRole('link', { name: 'All our accounts' })).toHaveAttribute(
      'href',
      '/en/social-media',
    );
  });

  it('asks for every post of the site without a hashtag, and links out to nothing', async () => {
    const { content } = renderWall(socialWallPlainFr, { posts: postsFr });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(content.calls[0]?.args).toEqual({ site: 'auto', locale: 'fr', limit: 6 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when there is nothing to show, and keeps the links out', async () => {
    renderWall(socialWallFr, { posts: [] });
    expect(await screen.findByText('Aucune publication à afficher pour le moment.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Dernières publications' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Réseaux sociaux' })).toBeInTheDocument();
  });

  it('keeps the page when the posts fail, and tries again on demand', async () => {
    renderWall(socialWallEn, { posts: { sequence: [null, postsEn] } }, 'en');
    expect(
      await screen.findByText('The latest posts cannot be loaded right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Social networks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('accepts the seed’s data and refuses an unknown network, an unsafe address or a bad limit', () => {
    expect(socialWallData.safeParse(socialWallDataFr).success).toBe(true);
    expect(socialWallData.safeParse(socialWallChannelEn.data).success).toBe(true);
    for (const data of [
      { ...socialWallDataFr, networks: ['myspace'] },
      { ...socialWallDataFr, links: [{ network: 'x', href: 'javascript:alert(1)' }] },
      { ...socialWallDataFr, limit: 0 },
      { ...socialWallDataFr, limit: 25 },
      { ...socialWallDataFr, hashtag: 'two words' },
    ]) {
      expect(socialWallData.safeParse(data).success, JSON.stringify(data)).toBe(false);
    }
  });
});
