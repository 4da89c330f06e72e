import { socialWallData, type SocialWallData } from '@paddock/api-clients/blocks';
import type { Block, SocialPost } from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import {
  socialPostsKey,
  socialPostsQueryOf,
  type SocialPostsQuery,
} from '../social-wall/social-posts-query.js';

/** The posts the service gave for a page's social walls, by query (see `socialWallPosts`). */
export type SocialWallPosts = ReadonlyMap<string, readonly SocialPost[]>;

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
