import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** The pictograms a perk can take (drawn by the block, no image to load). */
export const ticketPerkIcons = [
  'ticket',
  'member',
  'shield',
  'refund',
  'paddock',
  'grandstand',
  'pit-walk',
  'concert',
  'camping',
  'parking',
  'food',
  'screen',
  'shuttle',
  'family',
] as const;
export type TicketPerkIcon = (typeof ticketPerkIcons)[number];

/**
 * What a ticket includes: perks, each a pictogram, a title and a short text; an optional note (how
 * it compares with the other tickets, conditions) and a call to action.
 */
export const ticketPerksData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  items: z
    .array(
      z.object({
        icon: z.optional(z.enum(ticketPerkIcons)),
        title: z.string().check(z.minLength(1)),
        text: z.optional(z.string()),
      }),
    )
    .check(z.minLength(1), z.maxLength(12)),
  note: z.optional(z.string().check(z.minLength(1))),
  cta: z.optional(ctaData),
});
export type TicketPerksData = z.infer<typeof ticketPerksData>;
