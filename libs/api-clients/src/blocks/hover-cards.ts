import * as z from 'zod/mini';

/** The data of a `hover-cards` block, checked on the site server before a page renders it. */
export const hoverCardsData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type HoverCardsData = z.infer<typeof hoverCardsData>;
