import * as z from 'zod/mini';
import { newsItemData } from './news.js';

/**
 * Every news of the news page, newest first as sent, with the filters the editor offers: tag values
 * (a news shows under the filter of its tag).
 */
export const newsFullData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z.array(newsItemData),
  filters: z.optional(z.array(z.string().check(z.minLength(1)))),
});
export type NewsFullData = z.infer<typeof newsFullData>;
