import * as z from 'zod/mini';
import { ctaData } from './parts.js';

const text = z.string().check(z.minLength(1));

/** The pictograms a service can take. */
export const serviceIcons = [
  'health',
  'lost-found',
  'accessibility',
  'shuttle',
  'charging',
  'wifi',
  'family',
  'food',
  'water',
  'toilets',
  'cash',
  'luggage',
  'parking',
  'info',
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

/**
 * The on-site services for fans (first aid, lost and found, accessibility, shuttles, charging
 * points…): each a pictogram, a title, a text, and when given its opening hours, its place and its
 * category; with `filter`, the categories become a filter above the grid.
 */
export const servicesData = z.object({
  title: z.optional(text),
  text: z.optional(z.string()),
  filter: z.optional(z.boolean()),
  items: z
    .array(
      z.object({
        icon: z.enum(serviceIcons),
        title: text,
        text: z.optional(text),
        /** As the organiser words them: `24 h/24`, `8 h – 22 h`. */
        hours: z.optional(text),
        location: z.optional(text),
        category: z.optional(text),
        cta: z.optional(ctaData),
      }),
    )
    .check(z.minLength(1), z.maxLength(40)),
});
export type ServicesData = z.infer<typeof servicesData>;
