import * as z from 'zod/mini';

/** The data of a `seminar-activity-filter` block, checked on the site server before a page renders it. */
export const seminarActivityFilterData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type SeminarActivityFilterData = z.infer<typeof seminarActivityFilterData>;
