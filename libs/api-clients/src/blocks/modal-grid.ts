import * as z from 'zod/mini';
import { cardGridColumns } from './basic-card-grid.js';
import { ctaData, pictureData } from './parts.js';

/**
 * A grid of cards (picture, title, subtitle, excerpt), each opening a dialog with its full details: the
 * picture, the text (plain, line breaks kept) and up to three links. 2, 3 (default) or 4 columns.
 */
export const modalGridData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  columns: cardGridColumns,
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        subtitle: z.optional(z.string().check(z.minLength(1))),
        excerpt: z.optional(z.string()),
        picture: z.optional(pictureData),
        text: z.string().check(z.minLength(1)),
        links: z.optional(z.array(ctaData).check(z.maxLength(3))),
      }),
    )
    .check(z.minLength(1), z.maxLength(24)),
});
export type ModalGridData = z.infer<typeof modalGridData>;
export type ModalGridItem = ModalGridData['items'][number];
