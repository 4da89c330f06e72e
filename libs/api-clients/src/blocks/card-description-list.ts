import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * A list of cards, each a term and its description (a FAQ: questions and answers), with a title and
 * a call to action below.
 */
export const cardDescriptionListData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        text: z.string(),
      }),
    )
    .check(z.minLength(1)),
  cta: z.optional(ctaData),
});
export type CardDescriptionListData = z.infer<typeof cardDescriptionListData>;
