import * as z from 'zod/mini';

/** The data of a `event-locator` block, checked on the site server before a page renders it. */
export const eventLocatorData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type EventLocatorData = z.infer<typeof eventLocatorData>;
