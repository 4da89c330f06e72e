import * as z from 'zod/mini';
import { blockCtaData, blockPictureData } from '../gallery/picture.data.js';

/** Event cards in a horizontal slider: a title, and cards of a title, a text, a picture and a link. */
export const eventCardSliderData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        picture: z.optional(blockPictureData),
        cta: z.optional(blockCtaData),
      }),
    )
    .check(z.minLength(1)),
});
export type EventCardSliderData = z.infer<typeof eventCardSliderData>;
