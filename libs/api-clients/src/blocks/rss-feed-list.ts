import * as z from 'zod/mini';

/** The data of a `rss-feed-list` block, checked on the site server before a page renders it. */
export const rssFeedListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type RssFeedListData = z.infer<typeof rssFeedListData>;
