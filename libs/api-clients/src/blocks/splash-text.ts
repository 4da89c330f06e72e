import * as z from 'zod/mini';
import { editorialAlignments } from './editorial.js';
import { ctaData, pictureData } from './parts.js';

/**
 * A big statement as the section's title ("24 heures. 62 voitures. 1 vainqueur.", line breaks kept):
 * a kicker above, a short text below, a call to action, and a background picture under a dark veil
 * that keeps the text readable. Aligned `centered` (default), `left` or `centeredPadded`.
 */
export const splashTextData = z.object({
  kicker: z.optional(z.string().check(z.minLength(1))),
  title: z.string().check(z.minLength(1), z.maxLength(160)),
  text: z.optional(z.string()),
  picture: z.optional(pictureData),
  cta: z.optional(ctaData),
  alignment: z._default(z.enum(editorialAlignments), 'centered'),
});
export type SplashTextData = z.infer<typeof splashTextData>;
