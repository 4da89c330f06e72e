import * as z from 'zod/mini';

/** A source of a picture: another file for some media or type. */
const pictureSources = z.array(
  z.object({
    srcset: z.string().check(z.minLength(1)),
    media: z.optional(z.string()),
    type: z.optional(z.string()),
  }),
);

/**
 * A picture of a block, the one picture schema: the contracts' `picture` (common.ts) is this one with
 * its sources defaulted. Optional here rather than defaulted: the server checks a block's data but
 * hands it on as it came.
 */
export const pictureData = z.object({
  src: z.string().check(z.minLength(1)),
  alt: z.string(),
  width: z.optional(z.number().check(z.int(), z.positive())),
  height: z.optional(z.number().check(z.int(), z.positive())),
  sources: z.optional(pictureSources),
});

/** A picture of the contracts' answers (menus, tickets, news…): no sources is an empty list. */
export const picture = z.extend(pictureData, { sources: z._default(pictureSources, []) });
export type PictureData = z.infer<typeof pictureData>;

/** A call to action of SPEC §2: `{ text, href, style?, target? }`. */
export const ctaData = z.object({
  text: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  style: z.optional(z.enum(['light', 'simple-light', 'dark', 'primary', 'transparent', 'avis'])),
  target: z.optional(z.enum(['_blank', '_self'])),
});
export type CtaData = z.infer<typeof ctaData>;

/**
 * A titled row of at least one entry, each a title, a text, a picture and a call to action: the data of
 * the blocks that lay the same entries out differently (alternating list, event card slider, ticketing
 * pushes).
 */
export const pictureEntriesData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
        picture: z.optional(pictureData),
        cta: z.optional(ctaData),
      }),
    )
    .check(z.minLength(1)),
});
