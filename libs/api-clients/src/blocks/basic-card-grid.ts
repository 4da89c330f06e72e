import * as z from 'zod/mini';

/** The data of a `basic-card-grid` block, checked on the site server before a page renders it. */
export const basicCardGridData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type BasicCardGridData = z.infer<typeof basicCardGridData>;
