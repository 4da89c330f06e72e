import * as z from 'zod/mini';

/** The data of a `sea-presentation` block, checked on the site server before a page renders it. */
export const seaPresentationData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeaPresentationData = z.infer<typeof seaPresentationData>;
