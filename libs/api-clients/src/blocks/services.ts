import * as z from 'zod/mini';

/** The data of a `services` block, checked on the site server before a page renders it. */
export const servicesData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type ServicesData = z.infer<typeof servicesData>;
