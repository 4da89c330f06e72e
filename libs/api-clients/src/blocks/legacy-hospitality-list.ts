import * as z from 'zod/mini';

/** The data of a `legacy-hospitality-list` block, checked on the site server before a page renders it. */
export const legacyHospitalityListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type LegacyHospitalityListData = z.infer<typeof legacyHospitalityListData>;
