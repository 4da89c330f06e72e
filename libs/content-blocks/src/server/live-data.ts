// The data of a page's live blocks that the site server asks the content service for, so that they
// come in the page's HTML rather than after hydration: a social wall's posts, the agenda's happenings.
// A block without its data (the service failed or was late) asks for it in the browser.
import { socialWallData, type SocialWallData } from '@paddock/api-clients/blocks';
import type { Block, ProgramEvent, SocialPost } from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import {
  socialPostsKey,
  socialPostsQueryOf,
  type SocialPostsQuery,
} from '../social-wall/social-posts-query.js';

/** The content service's reads that feed them (the site server's cached calls). */
export interface LiveReads {
  socialPosts: (query: SocialPostsQuery) => Promise<readonly SocialPost[] | null>;
  programEvents: () => Promise<readonly ProgramEvent[] | null>;
}

/** What the service gave for a page's live blocks (see `liveDataOf`). */
export interface LiveData {
  /** The social walls' posts, by query. */
  socialPosts: SocialWallPosts;
  /** The site's happenings, for its agenda (`program`) blocks; null: not asked for, or no answer. */
  programEvents: readonly ProgramEvent[] | null;
}

/** The posts the service gave for a page's social walls, by query (see `socialWallPosts`). */
export type SocialWallPosts = ReadonlyMap<string, readonly SocialPost[]>;

/**
 * The data of a page's live blocks (its blocks as the CMS sent them), each read once and all at once;
 * nothing asked for on a page without them.
 */
export async function liveDataOf(blocks: readonly Block[], reads: LiveReads): Promise<LiveData> {
  const [socialPosts, programEvents] = await Promise.all([
    socialWallPosts(blocks, reads.socialPosts),
    blocks.some((block) => block.type === 'program') ? reads.programEvents() : null,
  ]);
  return { socialPosts, programEvents };
}

/**
 * The live blocks with their data (`liveDataOf`): a social wall gets its query's posts as
 * `data.posts`, which makes it only HTML (see `blockInteractivity`); an agenda gets the happenings as
 * `data.events`. Other blocks, and those without an answer, stay as they are.
 */
export function attachLiveData(blocks: readonly Block[], data: LiveData): Block[] {
  const { programEvents } = data;
  return attachSocialPosts(blocks, data.socialPosts).map((block) =>
    block.type === 'program' && programEvents
      ? { ...block, data: { ...block.data, events: programEvents } }
      : block,
  );
}

/**
 * The posts of a page's social walls (its blocks as the CMS sent them), asked for with `ask` once per
 * distinct query, all at once. A query `ask` has no answer for (null: the service failed or was late)
 * is left out: its walls ask for their posts in the browser. A wall whose data is not valid asks for
 * nothing (`prepareBlocks` drops it).
 */
export async function socialWallPosts(
  blocks: readonly Block[],
  ask: (query: SocialPostsQuery) => Promise<readonly SocialPost[] | null>,
): Promise<SocialWallPosts> {
  const queries = new Map<string, SocialPostsQuery>();
  for (const block of blocks) {
    if (block.type !== 'social-wall') continue;
    const parsed = z.safeParse(socialWallData, block.data);
    if (!parsed.success) continue;
    const query = socialPostsQueryOf(parsed.data);
    queries.set(socialPostsKey(query), query);
  }
  const answers = await Promise.all(
    [...queries].map(async ([key, query]) => [key, await ask(query)] as const),
  );
  return new Map(answers.flatMap(([key, posts]) => (posts ? [[key, posts] as const] : [])));
}

/**
 * The social walls with `data.posts`, where `posts` has their query's answer: such a wall is only
 * HTML (see `blockInteractivity`). Other blocks, and walls without an answer, stay as they are.
 */
export function attachSocialPosts(blocks: readonly Block[], posts: SocialWallPosts): Block[] {
  return blocks.map((block) => {
    if (block.type !== 'social-wall') return block;
    const answer = posts.get(socialPostsKey(socialPostsQueryOf(block.data as SocialWallData)));
    return answer ? { ...block, data: { ...block.data, posts: answer } } : block;
  });
}
