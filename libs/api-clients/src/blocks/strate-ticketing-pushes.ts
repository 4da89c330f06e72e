import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/** A row of ticketing pushes: each a title, a text, a picture and a call to action. */
export const strateTicketingPushesData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        picture: z.optional(pictureData),
        cta: z.optional(ctaData),
      }),
    )
    .check(z.minLength(1)),
});
export type StrateTicketingPushesData = z.infer<typeof strateTicketingPushesData>;
