import * as z from 'zod/mini';

/** A call to action of SPEC §2: `{ text, href, style?, target? }`. */
export const ctaData = z.object({
  text: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  style: z.optional(z.enum(['light', 'simple-light', 'dark', 'primary', 'transparent', 'avis'])),
  target: z.optional(z.enum(['_blank', '_self'])),
});
export type CtaData = z.infer<typeof ctaData>;
