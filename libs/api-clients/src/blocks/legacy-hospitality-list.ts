import * as z from 'zod/mini';
import { ctaData, pictureData } from './parts.js';

/**
 * The older hospitality list: a row per offer with its name, location, capacity (guests), its lowest
 * price (thousandths of a euro) and a link or enquiry button; filtered by location (the
 * `hospitality-list` filter kind of SPEC §2). `enquiry` is the call to action under the list.
 */
export const legacyHospitalityListData = z.object({
  kind: z._default(z.literal('hospitality-list'), 'hospitality-list'),
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  items: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1)),
        location: z.string().check(z.minLength(1)),
        description: z.optional(z.string()),
        capacity: z.optional(
          z
            .object({
              min: z.optional(z.number().check(z.int(), z.positive())),
              max: z.number().check(z.int(), z.positive()),
            })
            .check(
              z.refine((capacity) => capacity.min === undefined || capacity.min <= capacity.max, {
                message: 'min is more than max',
              }),
            ),
        ),
        priceFrom: z.optional(z.number().check(z.int(), z.positive())),
        picture: z.optional(pictureData),
        link: z.optional(ctaData),
      }),
    )
    .check(z.minLength(1)),
  enquiry: z.optional(ctaData),
});
export type LegacyHospitalityListData = z.infer<typeof legacyHospitalityListData>;
