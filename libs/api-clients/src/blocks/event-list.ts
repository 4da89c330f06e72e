import * as z from 'zod/mini';
import { ctaData } from './parts.js';

const text = z.string().check(z.minLength(1));

/**
 * The events of the season: each a name, a start and an optional end (ISO date-times with offset;
 * `allDay` shows days without times), a place, a category, its page (`href`) and a tickets call to
 * action. The block groups them by month and filters them by category.
 */
export const eventListData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  events: z
    .array(
      z
        .object({
          name: text,
          start: z.iso.datetime({ offset: true }),
          end: z.optional(z.iso.datetime({ offset: true })),
          allDay: z.optional(z.boolean()),
          place: text,
          category: text,
          href: z.optional(text),
          target: z.optional(z.enum(['_blank', '_self'])),
          tickets: z.optional(ctaData),
        })
        .check(
          z.refine((event) => !event.end || Date.parse(event.end) >= Date.parse(event.start), {
            message: 'An event ends after it starts',
          }),
        ),
    )
    .check(z.minLength(1)),
  cta: z.optional(ctaData),
});
export type EventListData = z.infer<typeof eventListData>;
