import type { RssFeedListData } from '@paddock/api-clients/blocks';

/** How many items a block shows when its data does not say. */
export const defaultFeedLimit = 5;

/** What a feed block asks `news/feed/{site}` for, besides its site and locale. */
export interface NewsFeedQuery {
  /** The feed's category; none: every category. */
  category?: string;
  limit: number;
}

/**
 * The one rule of a feed block's call, for the site server (which attaches the feed to the block) and
 * for the browser (which asks for it when the server had none).
 */
export function newsFeedQueryOf({
  category,
  limit = defaultFeedLimit,
}: Pick<RssFeedListData, 'category' | 'limit'>): NewsFeedQuery {
  return category ? { category, limit } : { limit };
}
