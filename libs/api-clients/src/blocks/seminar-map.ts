import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

/** The plan's grid: a venue's `x` and `y` are on a 1000 × 600 drawing of the circuit. */
const plan = { width: 1000, height: 600 } as const;

/**
 * The circuit's seminar venues on its plan: each a marker at its place, with its capacity, surface
 * and equipment (shown for the one selected, on the map or in the list beside it).
 */
export const seminarMapData = z.object({
  title: z.optional(text),
  text: z.optional(z.string()),
  venues: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
        name: text,
        x: z.number().check(z.gte(0), z.lte(plan.width)),
        y: z.number().check(z.gte(0), z.lte(plan.height)),
        /** People seated in a meeting layout. */
        capacity: z.number().check(z.int(), z.positive()),
        /** In square metres. */
        surface: z.optional(z.number().check(z.positive())),
        equipment: z.optional(z.array(text).check(z.maxLength(20))),
        text: z.optional(text),
        picture: z.optional(pictureData),
        cta: z.optional(ctaData),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(30),
      z.refine(
        (venues) => new Set(venues.map((venue) => venue.id)).size === venues.length,
        'Two venues have one id.',
      ),
    ),
});
export type SeminarMapData = z.infer<typeof seminarMapData>;
