import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/**
 * Entries of a picture and a text side by side, the picture on alternate sides: each a title, a plain
 * text (line breaks kept), a picture and a call to action.
 */
export const alternatingListData = z.object({
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
export type AlternatingListData = z.infer<typeof alternatingListData>;
