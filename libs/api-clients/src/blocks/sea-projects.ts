import * as z from 'zod/mini';
import { pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

export const seaProjectStatuses = ['ongoing', 'finished'] as const;

/**
 * The academy's projects (the `sea` layout) as cards: a title, a picture, a status (ongoing or
 * finished), the year it started, a summary and the page that tells it (a new tab when it says so).
 */
export const seaProjectsData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  projects: z
    .array(
      z.object({
        title: text,
        status: z.enum(seaProjectStatuses),
        year: z.number().check(z.int(), z.gte(1923), z.lte(2100)),
        summary: z.optional(z.string()),
        picture: z.optional(pictureData),
        href: z.optional(text),
        target: z.optional(z.enum(['_blank', '_self'])),
      }),
    )
    .check(z.minLength(1)),
});
export type SeaProjectsData = z.infer<typeof seaProjectsData>;
