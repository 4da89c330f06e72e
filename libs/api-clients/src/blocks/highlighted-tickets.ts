import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';

/** Tickets put forward, optionally at one audience's prices only (e.g. MEME for the member presale). */
export const highlightedTicketsData = z.object({
  title: z.string().check(z.minLength(1)),
  ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  audienceCode: z.optional(z.string().check(z.minLength(1))),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type HighlightedTicketsData = z.infer<typeof highlightedTicketsData> & { tickets: Ticket[] };
