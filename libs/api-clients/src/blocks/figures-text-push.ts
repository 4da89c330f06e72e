import * as z from 'zod/mini';
import { keyFigureData } from './key-figures.js';
import { ctaData } from './parts.js';

export const figuresTextPushPositions = ['end', 'start'] as const;

/**
 * A text with its call to action beside a column of two to four key figures; `figuresPosition` puts
 * the figures after the text (default, on the right on desktop) or before it.
 */
export const figuresTextPushData = z.object({
  kicker: z.optional(z.string().check(z.minLength(1))),
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
  cta: z.optional(ctaData),
  figures: z.array(keyFigureData).check(z.minLength(2), z.maxLength(4)),
  figuresPosition: z._default(z.enum(figuresTextPushPositions), 'end'),
});
export type FiguresTextPushData = z.infer<typeof figuresTextPushData>;
