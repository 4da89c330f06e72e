import * as z from 'zod/mini';

/** The data of a `ticketing-summary` block, checked on the site server before a page renders it. */
export const ticketingSummaryData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type TicketingSummaryData = z.infer<typeof ticketingSummaryData>;
