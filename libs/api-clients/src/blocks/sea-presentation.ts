import * as z from 'zod/mini';
import { editorialAlignments } from './editorial.js';
import { ctaData, pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

/** The pictograms a pillar of the academy can wear (drawn by the block). */
export const seaPillarIcons = [
  'helmet',
  'steering-wheel',
  'trophy',
  'stopwatch',
  'graduation',
  'team',
  'leaf',
  'heart',
] as const;

/**
 * The academy's presentation (the `sea` layout): a kicker, a title, a text (line breaks kept), a
 * picture, its pillars (a pictogram, a title, a text) and a call to action to apply; aligned `left`
 * (the default: text and picture side by side), `centered` or `centeredPadded`.
 */
export const seaPresentationData = z.object({
  kicker: z.optional(text),
  title: text,
  text: text,
  picture: z.optional(pictureData),
  pillarsTitle: z.optional(text),
  pillars: z.optional(
    z
      .array(
        z.object({
          icon: z.enum(seaPillarIcons),
          title: text,
          text: z.optional(z.string()),
        }),
      )
      .check(z.minLength(1), z.maxLength(6)),
  ),
  cta: z.optional(ctaData),
  alignment: z._default(z.enum(editorialAlignments), 'left'),
});
export type SeaPresentationData = z.infer<typeof seaPresentationData>;
