import * as z from 'zod/mini';

/** The data of a `mixed-contributor-block` block, checked on the site server before a page renders it. */
export const mixedContributorBlockData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type MixedContributorBlockData = z.infer<typeof mixedContributorBlockData>;
