import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';

/** A ticket page section: a title, a text and the tickets it sells (by secutix id). */
export const ticketPageData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type TicketPageData = z.infer<typeof ticketPageData> & { tickets: Ticket[] };
