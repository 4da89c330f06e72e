import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** The editorial alignments of SPEC §2. */
export const editorialAlignments = ['centered', 'left', 'centeredPadded'] as const;

/**
 * An editorial text: a title, its HTML (sanitized on the server: `html`) and a call to action, aligned
 * `centered` (the default), `left` or `centeredPadded` (centred in a narrower, padded panel).
 */
export const editorialData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  html: z.string(),
  alignment: z.optional(z.enum(editorialAlignments)),
  cta: z.optional(ctaData),
});
export type EditorialData = z.infer<typeof editorialData>;
