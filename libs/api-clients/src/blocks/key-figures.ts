import * as z from 'zod/mini';

/** The data of a `key-figures` block, checked on the site server before a page renders it. */
export const keyFiguresData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type KeyFiguresData = z.infer<typeof keyFiguresData>;
