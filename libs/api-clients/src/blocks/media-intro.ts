import * as z from 'zod/mini';

/** The data of a `media-intro` block, checked on the site server before a page renders it. */
export const mediaIntroData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type MediaIntroData = z.infer<typeof mediaIntroData>;
