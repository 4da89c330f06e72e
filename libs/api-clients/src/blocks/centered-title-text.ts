import * as z from 'zod/mini';

/** The data of a `centered-title-text` block, checked on the site server before a page renders it. */
export const centeredTitleTextData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type CenteredTitleTextData = z.infer<typeof centeredTitleTextData>;
