import type { NewsFeed } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * The latest items of the site's news feed (`news/feed/{site}`): the block's title and intro, the
 * feed's category (all by default, e.g. `race`), how many items (5 by default) and the "more" link
 * (the feed's news page by default). The feed is attached by the site server as `data.feed` when the
 * service gave it (the block is then only HTML); without it the browser asks for it.
 */
export const rssFeedListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  category: z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(20))),
  cta: z.optional(ctaData),
});
/** The data as the component gets it: the feed attached on the server when it had it. */
export type RssFeedListData = z.infer<typeof rssFeedListData> & {
  feed?: NewsFeed | undefined;
};
