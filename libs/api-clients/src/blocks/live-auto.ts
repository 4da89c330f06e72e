import type { LiveTiming } from '../contracts/index.js';
import * as z from 'zod/mini';
import { carRaceClasses } from '../contracts/live-values.js';
import { ctaData } from './parts.js';

/**
 * A live timing block's data for a race of `classes`: its title and intro, the classes offered as
 * filters (every class of the race by default, in this order), how many lines to show (all by
 * default) and a call to action (the full timing, the app). The timing itself comes from the content
 * service (`live/{site}`): the site server attaches the one it had as `data.timing` (the page's HTML
 * holds the classification), and the browser asks for it again once hydrated, then every 20 seconds.
 */
export function liveTimingData<const Classes extends readonly [string, ...string[]]>(
  classes: Classes,
) {
  return z.object({
    title: z.string().check(z.minLength(1)),
    text: z.optional(z.string()),
    classes: z.optional(
      z.array(z.enum(classes)).check(
        z.minLength(1),
        z.refine((list) => new Set(list).size === list.length, 'A class is offered once'),
      ),
    ),
    limit: z.optional(z.number().check(z.int(), z.minimum(3), z.maximum(100))),
    cta: z.optional(ctaData),
  });
}

/** The live timing of the car race (Hypercar, LMP2, LMGT3). */
export const liveAutoData = liveTimingData(carRaceClasses);
/** The data as the component gets it: the timing attached on the server when it had it. */
export type LiveAutoData = z.infer<typeof liveAutoData> & { timing?: LiveTiming | undefined };
