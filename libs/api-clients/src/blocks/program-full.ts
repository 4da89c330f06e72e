import * as z from 'zod/mini';
import { programDateTime, programEventData } from './program.js';

/** The whole programme: its days (a date, a label) and each day's happenings. */
export const programFullData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  days: z
    .array(
      z.object({
        date: programDateTime,
        label: z.string().check(z.minLength(1)),
        events: z.array(programEventData),
      }),
    )
    .check(z.minLength(1)),
});
export type ProgramFullData = z.infer<typeof programFullData>;
