import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/**
 * An article section around a contributor's word (a driver, an engineer, a marshal): a title, a text
 * (`html`, sanitized on the server), the quote with the contributor's photo, name and role, and up to
 * three pictures with captions. `quotePosition` sets the quote beside the text, at its start or end.
 */
export const mixedContributorBlockData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  html: z.optional(z.string()),
  quote: z.object({
    text: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    role: z.optional(z.string().check(z.minLength(1))),
    picture: z.optional(pictureData),
  }),
  pictures: z.optional(
    z
      .array(z.object({ picture: pictureData, caption: z.optional(z.string()) }))
      .check(z.maxLength(3)),
  ),
  quotePosition: z._default(z.enum(['start', 'end']), 'end'),
});
export type MixedContributorBlockData = z.infer<typeof mixedContributorBlockData>;
