import * as z from 'zod/mini';
import { pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));
const id = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));
const count = z.number().check(z.int(), z.positive());

/** Ids of a list, each once (answers are sent by id). */
const uniqueIds = <T extends { id: string }>(items: T[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

/**
 * The business-seminar configurator: a company tells how many come and when, picks a space of the
 * circuit, its catering and activities, then who to answer; the request goes to
 * `form/seminar-configurator/i18n/{locale}`.
 */
export const seminarConfiguratorData = z
  .object({
    title: text,
    text: z.optional(z.string()),
    /** The group sizes taken (5 to 1000 by default). */
    participants: z.optional(z.object({ min: count, max: count })),
    /** How many days a seminar may last (3 by default, 5 at most). */
    maxDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(5))),
    /** The rooms and spaces: a space holds a group up to its capacity. */
    spaces: z
      .array(
        z.object({
          id,
          name: text,
          capacity: count,
          /** In square metres. */
          surface: z.optional(z.number().check(z.positive())),
          text: z.optional(text),
          picture: z.optional(pictureData),
        }),
      )
      .check(z.minLength(1), z.maxLength(20), z.refine(uniqueIds, 'Two spaces have one id.')),
    /** The catering formulas (one at most is chosen); none offered when absent. */
    catering: z.optional(
      z
        .array(z.object({ id, label: text, text: z.optional(text) }))
        .check(z.maxLength(10), z.refine(uniqueIds, 'Two formulas have one id.')),
    ),
    /** The activities (any number is chosen). */
    activities: z.optional(
      z
        .array(z.object({ id, label: text, text: z.optional(text) }))
        .check(z.maxLength(20), z.refine(uniqueIds, 'Two activities have one id.')),
    ),
    /** The data-protection policy the consent refers to. */
    privacyLink: z.optional(z.object({ text, href: text })),
    /** What replaces the configurator once sent; a generic thank-you by default. */
    success: z.optional(z.object({ title: text, text: z.optional(text) })),
  })
  .check(
    z.refine(
      (data) => !data.participants || data.participants.min <= data.participants.max,
      'participants.min is above participants.max.',
    ),
  );
export type SeminarConfiguratorData = z.infer<typeof seminarConfiguratorData>;
