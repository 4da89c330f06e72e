import * as z from 'zod/mini';

/** The data of a `ticket-perks` block, checked on the site server before a page renders it. */
export const ticketPerksData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type TicketPerksData = z.infer<typeof ticketPerksData>;
