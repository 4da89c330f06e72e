import * as z from 'zod/mini';

/** The data of a `seminar-map` block, checked on the site server before a page renders it. */
export const seminarMapData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeminarMapData = z.infer<typeof seminarMapData>;
