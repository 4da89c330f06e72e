import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/**
 * Cards of a picture and a title that reveal a text and a call to action (on hover or focus with a
 * mouse, by a button on touch screens): the hospitality areas, the experiences of the week…
 */
export const hoverCardsData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        text: z.string().check(z.minLength(1)),
        picture: pictureData,
        // Required: the link is what keyboard users reach, and reaching it reveals the card.
        cta: ctaData,
      }),
    )
    .check(z.minLength(1), z.maxLength(8)),
});
export type HoverCardsData = z.infer<typeof hoverCardsData>;
export type HoverCardData = HoverCardsData['items'][number];
