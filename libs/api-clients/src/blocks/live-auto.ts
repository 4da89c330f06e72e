import * as z from 'zod/mini';

/** The data of a `live-auto` block, checked on the site server before a page renders it. */
export const liveAutoData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type LiveAutoData = z.infer<typeof liveAutoData>;
