import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

export const imageTextGridLayouts = ['two-by-two', 'three-columns'] as const;

/** A tile of the mosaic: a picture with its caption, or a text with a title and call to action. */
export const imageTextTileData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('picture'),
    picture: pictureData,
    caption: z.optional(z.string().check(z.minLength(1))),
  }),
  z.object({
    kind: z.literal('text'),
    title: z.optional(z.string().check(z.minLength(1))),
    text: z.string().check(z.minLength(1)),
    cta: z.optional(ctaData),
  }),
]);
export type ImageTextTileData = z.infer<typeof imageTextTileData>;

/**
 * A mosaic of picture and text tiles, in the order given (editors alternate them): two columns
 * (`two-by-two`, default) or three on desktop, one on phones.
 */
export const imageTextGridData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  layout: z._default(z.enum(imageTextGridLayouts), 'two-by-two'),
  tiles: z.array(imageTextTileData).check(z.minLength(2), z.maxLength(12)),
});
export type ImageTextGridData = z.infer<typeof imageTextGridData>;
