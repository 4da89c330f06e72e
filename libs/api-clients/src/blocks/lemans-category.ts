import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/**
 * A ticket category section of the Le Mans site (general admission, grandstands, parking…): its
 * picture, title and description, and the category's tickets (by secutix id) to buy, with a call to
 * action below (the category's page, its map…).
 */
export const lemansCategoryData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  picture: z.optional(pictureData),
  ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  cta: z.optional(ctaData),
});

/** The data as the component gets it: the site server attached the tickets of the catalogue. */
export type LemansCategoryData = z.infer<typeof lemansCategoryData> & {
  tickets?: Ticket[] | undefined;
};
