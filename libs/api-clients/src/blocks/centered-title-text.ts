import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * A section's opening, centred: a kicker, a title, a plain text (line breaks kept) and a call to
 * action. `centeredPadded` sets it on a padded panel of its own.
 */
export const centeredTitleTextData = z.object({
  kicker: z.optional(z.string().check(z.minLength(1))),
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  cta: z.optional(ctaData),
  alignment: z._default(z.enum(['centered', 'centeredPadded']), 'centered'),
});
export type CenteredTitleTextData = z.infer<typeof centeredTitleTextData>;
