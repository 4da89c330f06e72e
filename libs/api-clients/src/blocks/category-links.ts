import * as z from 'zod/mini';

/** The data of a `category-links` block, checked on the site server before a page renders it. */
export const categoryLinksData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type CategoryLinksData = z.infer<typeof categoryLinksData>;
