import * as z from 'zod/mini';
import { pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

/**
 * The drivers of a race or a team: each a first and last name, a photo, a nationality (an ISO 3166
 * alpha-2 code, e.g. `FR`; the block writes the country's name in the page's language), a team, a car
 * number, a category (class: Hypercar, LMP2, LMGT3…) and an optional page.
 */
export const driversData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  drivers: z
    .array(
      z.object({
        firstName: text,
        lastName: text,
        country: z.string().check(z.regex(/^[A-Z]{2}$/)),
        team: z.optional(text),
        carNumber: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
        category: z.optional(text),
        picture: z.optional(pictureData),
        href: z.optional(text),
      }),
    )
    .check(z.minLength(1)),
});
export type DriversData = z.infer<typeof driversData>;
