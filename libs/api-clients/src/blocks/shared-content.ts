import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

export const sharedContentLayouts = [
  'sc-alternating',
  'sc-contact',
  'sc-rich-list',
  'sc-perks',
  'sc-history',
  'sc-history-slider',
  'sc-board',
] as const;

/**
 * Content shared between pages, in one of the layouts of SPEC §2; every layout reads the same items.
 * `html` (sanitized on the server) is rich text, shown in place of `text` when both are given; `year`
 * is the date of the history layouts, `subtitle` a role or a kicker, `email` and `phone` the contact
 * layout's links.
 */
export const sharedContentData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  layout: z.enum(sharedContentLayouts),
  html: z.optional(z.string()),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        year: z.optional(z.string().check(z.minLength(1))),
        subtitle: z.optional(z.string()),
        text: z.optional(z.string()),
        html: z.optional(z.string()),
        picture: z.optional(pictureData),
        cta: z.optional(ctaData),
        email: z.optional(z.email()),
        phone: z.optional(z.string().check(z.regex(/^\+?[\d\s().-]{4,24}$/))),
      }),
    )
    .check(z.minLength(1)),
});
export type SharedContentData = z.infer<typeof sharedContentData>;
export type SharedContentItem = SharedContentData['items'][number];
export type SharedContentLayout = (typeof sharedContentLayouts)[number];
