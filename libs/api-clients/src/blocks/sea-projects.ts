import * as z from 'zod/mini';

/** The data of a `sea-projects` block, checked on the site server before a page renders it. */
export const seaProjectsData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeaProjectsData = z.infer<typeof seaProjectsData>;
