import * as z from 'zod/mini';

/** The data of a `live-moto` block, checked on the site server before a page renders it. */
export const liveMotoData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type LiveMotoData = z.infer<typeof liveMotoData>;
