import * as z from 'zod/mini';

/** The data of a `mosaic-blocks` block, checked on the site server before a page renders it. */
export const mosaicBlocksData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type MosaicBlocksData = z.infer<typeof mosaicBlocksData>;
