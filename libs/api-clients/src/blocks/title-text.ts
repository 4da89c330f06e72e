import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** Validated on the site server (`prepareBlocks`), so the browser never loads zod. */
export const titleTextData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  kind: z.optional(z.enum(['info', 'legal'])),
  /**
   * An optional call to action under the text, on this site (an info box's 'Log in': `#login`): the
   * text and address of a CTA, a filled button style, never a new tab.
   */
  cta: z.optional(
    z.object({
      text: ctaData.shape.text,
      href: ctaData.shape.href,
      style: z.optional(z.enum(['light', 'dark', 'primary', 'avis'])),
    }),
  ),
});
export type TitleTextData = z.infer<typeof titleTextData>;
