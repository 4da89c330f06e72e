import * as z from 'zod/mini';
import { pictureData } from './parts.js';

const text = z.string().check(z.minLength(1));

/**
 * The club's trophies and awards: each a name, a year, its laureate, a picture, a description and
 * an optional page; shown as a `grid` of cards (the default) or a `list`, with a filter by year
 * unless `yearFilter` is false.
 */
export const trophyListData = z.object({
  title: z.optional(text),
  intro: z.optional(z.string()),
  layout: z._default(z.enum(['grid', 'list']), 'grid'),
  yearFilter: z._default(z.boolean(), true),
  trophies: z
    .array(
      z.object({
        name: text,
        year: z.number().check(z.int(), z.gte(1900), z.lte(2100)),
        laureate: text,
        description: z.optional(z.string()),
        picture: z.optional(pictureData),
        href: z.optional(text),
      }),
    )
    .check(z.minLength(1)),
});
export type TrophyListData = z.infer<typeof trophyListData>;
