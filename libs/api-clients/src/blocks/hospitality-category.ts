import * as z from 'zod/mini';

/** The data of a `hospitality-category` block, checked on the site server before a page renders it. */
export const hospitalityCategoryData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type HospitalityCategoryData = z.infer<typeof hospitalityCategoryData>;
