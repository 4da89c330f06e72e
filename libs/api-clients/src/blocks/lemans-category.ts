import * as z from 'zod/mini';

/** The data of a `lemans-category` block, checked on the site server before a page renders it. */
export const lemansCategoryData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type LemansCategoryData = z.infer<typeof lemansCategoryData>;
