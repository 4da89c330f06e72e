import * as z from 'zod/mini';

/** Validated on the site server (`prepareBlocks`), so the browser never loads zod. */
export const titleTextData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  kind: z.optional(z.enum(['info', 'legal'])),
});
export type TitleTextData = z.infer<typeof titleTextData>;
