import * as z from 'zod/mini';

/** The data of a `event-list` block, checked on the site server before a page renders it. */
export const eventListData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type EventListData = z.infer<typeof eventListData>;
