import type { LocatorEvent } from '../contracts/index.js';
import * as z from 'zod/mini';
import { locatorEventTypes } from '../contracts/live-values.js';
import { ctaData } from './parts.js';

/**
 * The organiser's events around the world (`event/locator/events`), with filters by country, type and
 * words: the block's title and intro, the types it shows (all by default) and a call to action (e.g.
 * "organise a watch party"). The events are attached by the site server as `data.events` when the
 * service gave them; without them the browser asks for them.
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
/** The data as the component gets it: the events attached on the server when it had them. */
export type EventLocatorData = z.infer<typeof eventLocatorData> & {
  events?: LocatorEvent[] | undefined;
};
