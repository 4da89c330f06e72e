// @vitest-environment node
import type { ProgramEvent, SocialPost } from '@paddock/api-clients/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aBlock, titleFr } from '../kit/fixtures/blocks.js';
import { isInteractive } from '../registry/interactivity.js';
import type { SocialPostsQuery } from '../social-wall/social-posts-query.js';
import { postsFr } from '../social-wall/social-wall.fixtures.js';
import { agendaFr, programFr as agenda } from '../program/program.fixtures.js';
import {
  attachLiveData,
  attachSocialPosts,
  liveDataOf,
  socialWallPosts,
  type LiveReads,
} from './live-data.js';
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

  it('never takes posts or happenings from the CMS’s own data', () => {
    const [prepared, agenda] = prepareBlocks([
      wall({ hashtag: 'LeMans24', posts: postsFr }),
      aBlock('program', { title: 'Agenda', events: agendaFr }),
    ]);
    expect(prepared?.data['posts']).toBeUndefined();
    expect(prepared && isInteractive(prepared)).toBe(true);
    expect(agenda?.data['events']).toBeUndefined();
  });
});

describe('the live blocks’ data on the server', () => {
  const reads = (events: readonly ProgramEvent[] | null) => {
    const calls: string[] = [];
    const read: LiveReads = {
      socialPosts: async (query) => {
        calls.push(`posts ${query.hashtag ?? ''} ${query.limit}`);
        return postsFr;
      },
      programEvents: async () => {
        calls.push('events');
        return events;
      },
    };
    return { calls, read };
  };

  it('reads what the page’s live blocks show, once each, and nothing for a page without them', async () => {
    const { calls, read } = reads(agendaFr);
    await liveDataOf([titleFr, agenda, agenda, wall({ hashtag: 'LeMans24' })], read);
    expect(calls.sort()).toEqual(['events', 'posts LeMans24 6']);
    const quiet = reads(agendaFr);
    expect(await liveDataOf([titleFr], quiet.read)).toEqual({
      socialPosts: new Map(),
      programEvents: null,
    });
    expect(quiet.calls).toEqual([]);
  });

  it('gives an agenda its happenings, and leaves it asking when the service gave none', async () => {
    const page = [titleFr, agenda, wall({})];
    const given = attachLiveData(prepareBlocks(page), await liveDataOf(page, reads(agendaFr).read));
    expect(given[1]?.data['events']).toEqual(agendaFr);
    expect(given[2]?.data['posts']).toEqual(postsFr);
    const failed = attachLiveData(prepareBlocks(page), await liveDataOf(page, reads(null).read));
    expect(failed[1]?.data['events']).toBeUndefined();
    // The agenda is interactive either way (its days are tabs).
    expect(given[1] && isInteractive(given[1])).toBe(true);
  });
});
