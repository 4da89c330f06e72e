import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { SocialWall } from './social-wall.js';
import { socialWallData, type SocialWallData } from '@paddock/api-clients/blocks';
import { socialWallDataFr, socialWallEn, socialWallPostsEn } from './social-wall.fixtures.js';

const registry = { 'social-wall': defineBlock<SocialWallData>(SocialWall) };
const catalogs = [contentBlocksCatalog];

describe('social-wall block', () => {
  it('links out to the hashtag on each network, loading nothing of theirs', () => {
    const { container } = renderInLocale(<Blocks blocks={[socialWallEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'The circuit live on social media' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Social networks' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/explore/tags/LeMans24/',
      'https://x.com/hashtag/LeMans24',
      'https://www.tiktok.com/tag/LeMans24',
    ]);
    expect(links[0]).toHaveAccessibleName('Instagram #LeMans24 (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(container.querySelector('iframe, script')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Latest posts' })).toBeNull();
  });

  it('shows the block’s own posts as cards, and a network’s own address', () => {
    renderInLocale(<Blocks blocks={[socialWallPostsEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const posts = within(screen.getByRole('list', { name: 'Latest posts' })).getAllByRole(
      'article',
    );
    expect(posts).toHaveLength(2);
    expect(
      within(posts[0] as HTMLElement).getByText('Sunset over the Hunaudières straight.'),
    ).toBeInTheDocument();
    expect(within(posts[0] as HTMLElement).getByText('June 14, 2025')).toBeInTheDocument();
    expect(
      within(posts[1] as HTMLElement).getByRole('link', { name: /See the post on X/ }),
    ).toHaveAttribute('href', 'https://x.com/24hoursoflemans/status/1');
    expect(screen.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@24hlemans',
    );
  });

  it('accepts the seed’s data and refuses an unknown network or an unsafe address', () => {
    expect(socialWallData.safeParse(socialWallDataFr).success).toBe(true);
    expect(socialWallData.safeParse({ ...socialWallDataFr, networks: ['myspace'] }).success).toBe(
      false,
    );
    expect(
      socialWallData.safeParse({
        ...socialWallDataFr,
        posts: [{ network: 'x', text: 'x', href: 'javascript:alert(1)' }],
      }).success,
    ).toBe(false);
  });
});
