import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** The pictograms a category link can wear (drawn by the block, in the text colour). */
export const categoryLinkIcons = [
  'ticket',
  'calendar',
  'flag',
  'map',
  'car',
  'parking',
  'bed',
  'camping',
  'food',
  'family',
  'accessibility',
  'shop',
  'trophy',
  'info',
] as const;
export type CategoryLinkIcon = (typeof categoryLinkIcons)[number];

/**
 * Links to the site's main categories (tickets, schedule, access, accommodation…): each a short label,
 * its address, and a pictogram or a picture; tiles on desktop, a row of chips on phones.
 */
export const categoryLinksData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  items: z
    .array(
      z.object({
        label: z.string().check(z.minLength(1), z.maxLength(40)),
        href: z.string().check(z.minLength(1)),
        target: z.optional(z.enum(['_blank', '_self'])),
        icon: z.optional(z.enum(categoryLinkIcons)),
        picture: z.optional(pictureData),
      }),
    )
    .check(z.minLength(1), z.maxLength(12)),
});
export type CategoryLinksData = z.infer<typeof categoryLinksData>;
export type CategoryLinkData = CategoryLinksData['items'][number];
