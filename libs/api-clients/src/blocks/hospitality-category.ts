import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/**
 * One hospitality category (lounges, villages, suites): a title, a text, a picture, what every offer
 * of it includes (`features`), its offers to buy (hospitality tickets by secutix id, when it sells
 * them on the page) and a call to action to contact the hospitality team.
 */
export const hospitalityCategoryData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  picture: z.optional(pictureData),
  features: z.optional(
    z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(12)),
  ),
  ticketSecutixIds: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
  contact: z.optional(ctaData),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type HospitalityCategoryData = z.infer<typeof hospitalityCategoryData> & {
  tickets?: Ticket[] | undefined;
};
