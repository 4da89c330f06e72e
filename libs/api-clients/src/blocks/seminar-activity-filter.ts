import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.positive());

/**
 * The activities a seminar can add (karting, laps of the track, museum visit, team building…), each
 * with its category, its duration and the group it takes; filtered by category, duration and group size.
 */
export const seminarActivityFilterData = z.object({
  title: z.optional(text),
  text: z.optional(z.string()),
  activities: z
    .array(
      z
        .object({
          title: text,
          text: z.optional(text),
          /** The filter's categories are those of the activities, in order of appearance. */
          category: text,
          /** In minutes, 24 hours at most. */
          duration: z.number().check(z.int(), z.positive(), z.lte(1440)),
          /** The group taken, in people. */
          minParticipants: z.optional(count),
          maxParticipants: count,
          picture: z.optional(pictureData),
          cta: z.optional(ctaData),
        })
        .check(
          z.refine(
            (activity) => (activity.minParticipants ?? 1) <= activity.maxParticipants,
            'minParticipants is above maxParticipants.',
          ),
        ),
    )
    .check(z.minLength(1), z.maxLength(60)),
});
export type SeminarActivityFilterData = z.infer<typeof seminarActivityFilterData>;
