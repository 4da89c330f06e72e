import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * A key figure: its value, what it counts, and around the value an optional prefix (“+”, “plus de”)
 * and unit (“km”, “%”). A number is formatted for the visitor's locale (325 000 / 325,000) with
 * `decimals` digits after the decimal point (13,626 km: 3; none by default); a text (“1906”, “8 h”)
 * is shown as the editor wrote it.
 */
export const keyFigureData = z.object({
  value: z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(24))]),
  decimals: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3))),
  prefix: z.optional(z.string().check(z.minLength(1), z.maxLength(16))),
  unit: z.optional(z.string().check(z.minLength(1), z.maxLength(16))),
  label: z.string().check(z.minLength(1), z.maxLength(80)),
});
export type KeyFigureData = z.infer<typeof keyFigureData>;

/**
 * Key figures of the event or the club (spectators, cars, kilometres): big numbers with their labels,
 * under an optional title and text, with an optional source note and call to action.
 */
export const keyFiguresData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  items: z.array(keyFigureData).check(z.minLength(1), z.maxLength(8)),
  source: z.optional(z.string().check(z.minLength(1))),
  cta: z.optional(ctaData),
});
export type KeyFiguresData = z.infer<typeof keyFiguresData>;
