import * as z from 'zod/mini';

/** The data of a `entity-presentation-sheet` block, checked on the site server before a page renders it. */
export const entityPresentationSheetData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type EntityPresentationSheetData = z.infer<typeof entityPresentationSheetData>;
