import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

export const mediaIntroLayouts = ['media-left', 'media-right'] as const;

/**
 * A page's introduction beside a large media: a picture, or a YouTube video behind it as its poster
 * (nothing loads from YouTube before the visitor plays it). A title, a subtitle (the edition and its
 * dates), a plain text (line breaks kept), up to two calls to action, and a countdown to `countdownTo`
 * (the race start). `layout` puts the media left (default) or right.
 */
export const mediaIntroData = z.object({
  title: z.string().check(z.minLength(1)),
  subtitle: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  picture: pictureData,
  youtubeId: z.optional(z.string().check(z.regex(/^[\w-]{6,32}$/))),
  countdownTo: z.optional(z.iso.datetime({ offset: true })),
  ctas: z.optional(z.array(ctaData).check(z.maxLength(2))),
  layout: z._default(z.enum(mediaIntroLayouts), 'media-left'),
});
export type MediaIntroData = z.infer<typeof mediaIntroData>;
export type MediaIntroLayout = (typeof mediaIntroLayouts)[number];
