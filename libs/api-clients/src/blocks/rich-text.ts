import * as z from 'zod/mini';

/** Validated on the site server (`prepareBlocks`), so the browser never loads zod. */
export const richTextData = z.object({ html: z.string() });
export type RichTextData = z.infer<typeof richTextData>;
