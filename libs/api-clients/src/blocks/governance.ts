import * as z from 'zod/mini';

/** The data of a `governance` block, checked on the site server before a page renders it. */
export const governanceData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type GovernanceData = z.infer<typeof governanceData>;
