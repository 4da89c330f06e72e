import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';

/** Every ticket of the shop, with filters by kind (their `value` is a ticket type). */
export const ticketsGridWithFiltersData = z.object({
  title: z.string().check(z.minLength(1)),
  filters: z.array(
    z.object({
      value: z.string().check(z.minLength(1)),
      label: z.string().check(z.minLength(1)),
    }),
  ),
  ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type TicketsGridWithFiltersData = z.infer<typeof ticketsGridWithFiltersData> & {
  tickets: Ticket[];
};
