import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/** The columns of a card grid on desktop (one on phones, two on tablets). */
export const cardGridColumns = z._default(z.union([z.literal(2), z.literal(3), z.literal(4)]), 3);

/** A link of a card: on this site (`/…`, `#…`) or another (`https://…`). */
export const cardLinkHref = z.string().check(z.regex(/^(\/(?!\/)|#|https?:\/\/)\S*$/));

/**
 * A grid of simple cards, each a picture, a kicker, a title, a text and a link (the whole card leads
 * there), in 2, 3 (default) or 4 columns on desktop; a title and text above, a call to action below.
 */
export const basicCardGridData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  columns: cardGridColumns,
  cards: z
    .array(
      z.object({
        kicker: z.optional(z.string().check(z.minLength(1))),
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        picture: z.optional(pictureData),
        href: z.optional(cardLinkHref),
        target: z.optional(z.enum(['_blank', '_self'])),
      }),
    )
    .check(z.minLength(1), z.maxLength(24)),
  cta: z.optional(ctaData),
});
export type BasicCardGridData = z.infer<typeof basicCardGridData>;
export type BasicCardData = BasicCardGridData['cards'][number];
