import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/** Event cards in a horizontal slider: a title, and cards of a title, a text, a picture and a link. */
export const eventCardSliderData = z.object({
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
export type EventCardSliderData = z.infer<typeof eventCardSliderData>;
