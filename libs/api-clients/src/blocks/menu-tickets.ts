import * as z from 'zod/mini';
import { ticketPerkIcons } from './ticket-perks.js';

/**
 * The ticket categories of a ticketing page as an in-page menu (track access, grandstands,
 * hospitality, parking, camping…): each a label, a link (an anchor `#id` of the page, or a page of
 * the shop) and an optional pictogram. `title` names the menu for screen readers; `sticky` keeps it
 * at the top of the screen while the page scrolls.
 */
export const menuTicketsData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  items: z
    .array(
      z.object({
        label: z.string().check(z.minLength(1)),
        href: z.string().check(z.regex(/^(#[\w-]+|\/(?!\/)\S*|https?:\/\/\S+)$/)),
        icon: z.optional(z.enum(ticketPerkIcons)),
      }),
    )
    .check(z.minLength(2), z.maxLength(12)),
  sticky: z._default(z.boolean(), true),
});
export type MenuTicketsData = z.infer<typeof menuTicketsData>;
