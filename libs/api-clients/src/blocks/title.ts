import * as z from 'zod/mini';

/** Validated on the site server (`prepareBlocks`), so the browser never loads zod. */
export const titleData = z.object({
  title: z.string().check(z.minLength(1)),
  level: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export type TitleData = z.infer<typeof titleData>;
