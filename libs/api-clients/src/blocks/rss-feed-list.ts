import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * The latest items of the site's news feed (`news/feed/{site}`, fetched in the browser): the block's
 * title and intro, the feed's category (all by default, e.g. `race`), how many items (5 by default)
 * and the "more" link (the feed's news page by default).
 */
export const rssFeedListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  category: z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(20))),
  cta: z.optional(ctaData),
});
export type RssFeedListData = z.infer<typeof rssFeedListData>;
