import * as z from 'zod/mini';

/** The data of a `drivers` block, checked on the site server before a page renders it. */
export const driversData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type DriversData = z.infer<typeof driversData>;
