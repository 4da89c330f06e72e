import * as z from 'zod/mini';

/** The data of a `image-text-grid` block, checked on the site server before a page renders it. */
export const imageTextGridData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type ImageTextGridData = z.infer<typeof imageTextGridData>;
