import * as z from 'zod/mini';

/** The data of a `trophy-list` block, checked on the site server before a page renders it. */
export const trophyListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type TrophyListData = z.infer<typeof trophyListData>;
