import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';

/** The hospitality offers: a title, a text and the hospitality tickets it sells (by secutix id). */
export const hospitalitiesData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type HospitalitiesData = z.infer<typeof hospitalitiesData> & {
  tickets?: Ticket[] | undefined;
};
