import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/** The shop's pages, as a menu: each a title, a link and a picture. */
export const ticketsMenuData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        href: z.string().check(z.minLength(1)),
        picture: z.optional(pictureData),
      }),
    )
    .check(z.minLength(1)),
});
export type TicketsMenuData = z.infer<typeof ticketsMenuData>;
