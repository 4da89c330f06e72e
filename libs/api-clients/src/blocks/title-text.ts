import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** Validated on the site server (`prepareBlocks`), so the browser never loads zod. */
export const titleTextData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  kind: z.optional(z.enum(['info', 'legal'])),
  /** An optional call to action under the text (an info box's 'Log in': `#login`). */
  cta: z.optional(ctaData),
});
export type TitleTextData = z.infer<typeof titleTextData>;
