import * as z from 'zod/mini';
import { ctaData } from './parts.js';

const text = z.string().check(z.minLength(1));

/**
 * The academy's record of honours (the `sea` layout's palmares): one entry per result, each the
 * season, the championship, the driver or crew, the result and the car (and its team).
 */
export const seaPalmaresData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  entries: z
    .array(
      z.object({
        season: z.number().check(z.int(), z.gte(1923), z.lte(2100)),
        championship: text,
        drivers: z.array(text).check(z.minLength(1), z.maxLength(4)),
        result: text,
        car: text,
        team: z.optional(text),
      }),
    )
    .check(z.minLength(1)),
  cta: z.optional(ctaData),
});
export type SeaPalmaresData = z.infer<typeof seaPalmaresData>;
