import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/**
 * A news item as the content service sends it: an id (its anchor on the news page), its publication
 * date, an optional tag (its theme), a title, an excerpt, a picture and the page that tells it.
 */
export const newsItemData = z.object({
  id: z.string().check(z.minLength(1)),
  date: z.iso.datetime({ offset: true }),
  tag: z.optional(z.string().check(z.minLength(1))),
  title: z.string().check(z.minLength(1)),
  excerpt: z.optional(z.string()),
  picture: z.optional(pictureData),
  href: z.optional(z.string().check(z.minLength(1))),
});
export type NewsItemData = z.infer<typeof newsItemData>;
