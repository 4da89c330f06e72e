import * as z from 'zod/mini';
import { editorialAlignments } from './editorial.js';
import { ctaData, pictureData } from './parts.js';

/**
 * A title and a plain text (line breaks kept) with a push set apart: a highlighted box of a picture,
 * the push's own words (`push`: a kicker, a title, a short text) and the call to action. Without a
 * picture nor words, the call to action follows the text. Aligned `left` (default: the push beside
 * the text on desktop), `centered` or `centeredPadded` (the push under the centred text).
 */
export const titleTextPushData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
  picture: z.optional(pictureData),
  cta: ctaData,
  push: z.optional(
    z.object({
      kicker: z.optional(z.string().check(z.minLength(1))),
      title: z.string().check(z.minLength(1)),
      text: z.optional(z.string()),
    }),
  ),
  alignment: z._default(z.enum(editorialAlignments), 'left'),
});
export type TitleTextPushData = z.infer<typeof titleTextPushData>;
