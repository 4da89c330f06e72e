import * as z from 'zod/mini';

/** The data of a `seminar-configurator` block, checked on the site server before a page renders it. */
export const seminarConfiguratorData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeminarConfiguratorData = z.infer<typeof seminarConfiguratorData>;
