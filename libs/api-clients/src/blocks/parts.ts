import * as z from 'zod/mini';

/** The contract's Picture (`@paddock/api-clients` common.ts) in zod/mini, for the server's checks. */
export const pictureData = z.object({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: z.optional(z.number().check(z.int(), z.positive())),
  height: z.optional(z.number().check(z.int(), z.positive())),
  // Optional here rather than defaulted: the server checks the data but hands it on as it came.
  sources: z.optional(
    z.array(
      z.object({
        srcset: z.string().check(z.minLength(1)),
        media: z.optional(z.string()),
        type: z.optional(z.string()),
      }),
    ),
  ),
});
export type PictureData = z.infer<typeof pictureData>;

/** A call to action of SPEC §2: `{ text, href, style?, target? }`. */
export const ctaData = z.object({
  text: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  style: z.optional(z.enum(['light', 'simple-light', 'dark', 'primary', 'transparent', 'avis'])),
  target: z.optional(z.enum(['_blank', '_self'])),
});
export type CtaData = z.infer<typeof ctaData>;
