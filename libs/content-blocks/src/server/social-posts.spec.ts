// @vitest-environment node
import type { SocialPost } from '@paddock/api-clients/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aBlock, titleFr } from '../kit/fixtures/blocks.js';
import { isInteractive } from '../registry/interactivity.js';
import type { SocialPostsQuery } from '../social-wall/social-posts-query.js';
import { postsFr } from '../social-wall/social-wall.fixtures.js';
import { attachSocialPosts, socialWallPosts } from './social-posts.js';
import { prepareBlocks } from './validate.js';

const wall = (data: Record<string, unknown>) =>
  aBlock('social-wall', { title: 'Sur les réseaux', networks: ['instagram'], ...data });

describe('social walls on the server', () => {
  const hashtag = wall({ hashtag: '#LeMans24' });
  const sameWithoutSign = wall({ hashtag: 'LeMans24' });
  const fewer = wall({ hashtag: 'LeMans24', limit: 3 });
  const everyPost = wall({});
  const invalid = wall({ networks: ['myspace'] });

  it('asks once per query of the page’s walls, and keeps the answers the service gave', async () => {
    const ask = vi.fn(async (query: SocialPostsQuery): Promise<SocialPost[] | null> =>
      query.limit === 3 ? null : postsFr.slice(0, query.limit),
    );
    const posts = await socialWallPosts(
      [titleFr, hashtag, sameWithoutSign, fewer, everyPost, invalid],
      ask,
    );
    expect(ask.mock.calls.map(([query]) => query)).toEqual([
      { hashtag: 'LeMans24', limit: 6 },
      { hashtag: 'LeMans24', limit: 3 },
      { limit: 6 },
    ]);
    // The failed query is left out: its wall asks in the browser.
    expect(posts.size).toBe(2);
  });

  it('asks for nothing on a page without a wall', async () => {
    const ask = vi.fn(async () => postsFr);
    expect((await socialWallPosts([titleFr], ask)).size).toBe(0);
    expect(ask).not.toHaveBeenCalled();
  });

  it('attaches each wall its query’s posts, which makes it only HTML', async () => {
    const page = [titleFr, hashtag, fewer, everyPost];
    const posts = await socialWallPosts(page, async (query) =>
      query.limit === 3 ? null : query.hashtag ? postsFr : [],
    );
    const [title, withTag, failed, empty] = attachSocialPosts(prepareBlocks(page), posts);
    expect(title).toEqual(titleFr);
    expect(withTag?.data['posts']).toEqual(postsFr);
    expect(failed?.data['posts']).toBeUndefined();
    expect(empty?.data['posts']).toEqual([]);
    expect([withTag, failed, empty].map((block) => block && isInteractive(block))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('never takes posts from the CMS’s own data', () => {
    const [prepared] = prepareBlocks([wall({ hashtag: 'LeMans24', posts: postsFr })]);
    expect(prepared?.data['posts']).toBeUndefined();
    expect(prepared && isInteractive(prepared)).toBe(true);
  });
});
