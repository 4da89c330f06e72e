import * as z from 'zod/mini';

/** The data of a `sea-palmares` block, checked on the site server before a page renders it. */
export const seaPalmaresData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeaPalmaresData = z.infer<typeof seaPalmaresData>;
