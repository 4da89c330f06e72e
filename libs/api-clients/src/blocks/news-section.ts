import * as z from 'zod/mini';
import { newsItemData } from './news.js';
import { ctaData } from './parts.js';

/** The latest news (three on the home): a title, the items as cards, a call to the news page. */
export const newsSectionData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z.array(newsItemData),
  cta: z.optional(ctaData),
});
export type NewsSectionData = z.infer<typeof newsSectionData>;
