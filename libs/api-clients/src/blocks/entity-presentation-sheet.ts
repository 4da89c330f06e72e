import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/** A phone number as people write it: digits, spaces, dots, dashes, brackets, a leading +. */
export const contactPhoneNumber = z.string().check(z.regex(/^\+?[\d\s().-]{4,24}$/));

/**
 * The fact sheet of an entity (a club, a circuit, a team): its logo and picture, name, description, a
 * list of facts (founded, address, president, members…), its website (opened in a new tab) and its
 * contact links (email, phone).
 */
export const entityPresentationSheetData = z.object({
  kicker: z.optional(z.string().check(z.minLength(1))),
  name: z.string().check(z.minLength(1)),
  logo: z.optional(pictureData),
  picture: z.optional(pictureData),
  description: z.optional(z.string()),
  facts: z.optional(
    z
      .array(
        z.object({
          label: z.string().check(z.minLength(1)),
          value: z.string().check(z.minLength(1)),
        }),
      )
      .check(z.minLength(1)),
  ),
  website: z.optional(
    z.object({
      href: z.string().check(z.regex(/^https?:\/\/\S+$/)),
      text: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  email: z.optional(z.email()),
  phone: z.optional(contactPhoneNumber),
  cta: z.optional(ctaData),
});
export type EntityPresentationSheetData = z.infer<typeof entityPresentationSheetData>;
