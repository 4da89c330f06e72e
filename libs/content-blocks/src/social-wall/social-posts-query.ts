import type { SocialWallData } from '@paddock/api-clients/blocks';

/** How many posts a wall shows when its data does not say. */
export const defaultPostLimit = 6;

/** What a wall asks `{site}/social-posts` for, besides its site and locale. */
export interface SocialPostsQuery {
  /** The wall's hashtag without its `#`; none: every post the organiser picked for the site. */
  hashtag?: string;
  limit: number;
}

/**
 * The one rule of a wall's call, for the site server (which attaches the posts to the wall) and for
 * the browser (which asks for them when the server had none).
 */
export function socialPostsQueryOf({
  hashtag,
  limit = defaultPostLimit,
}: Pick<SocialWallData, 'hashtag' | 'limit'>): SocialPostsQuery {
  // The CMS may write the hashtag with its `#` or without.
  const tag = hashtag?.replace(/^#/, '');
  return tag ? { hashtag: tag, limit } : { limit };
}
