import * as z from 'zod/mini';
import { locatorEventTypes } from '../contracts/live-values.js';
import { ctaData } from './parts.js';

/**
 * The organiser's events around the world (`event/locator/events`, fetched in the browser), with
 * filters by country, type and words: the block's title and intro, the types it shows (all by
 * default) and a call to action (e.g. "organise a watch party").
 */
export const eventLocatorData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  types: z.optional(
    z.array(z.enum(locatorEventTypes)).check(
      z.minLength(1),
      z.refine((list) => new Set(list).size === list.length, 'A type is named once'),
    ),
  ),
  cta: z.optional(ctaData),
});
export type EventLocatorData = z.infer<typeof eventLocatorData>;
