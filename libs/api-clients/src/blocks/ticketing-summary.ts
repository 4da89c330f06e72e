import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/** Where the sales of the event stand. */
export const ticketingSummaryStatuses = ['open', 'coming-soon', 'sold-out'] as const;
export type TicketingSummaryStatus = (typeof ticketingSummaryStatuses)[number];

const instant = z.iso.datetime({ offset: true });

/**
 * The ticketing offer of the event at a glance: its dates, the lowest price of all, its key
 * categories (each a label, its tickets by secutix id, whose lowest price it shows, and an optional
 * link), the sales status (open, coming soon from `salesOpen`, sold out) and a call to the shop.
 */
export const ticketingSummaryData = z
  .object({
    title: z.string().check(z.minLength(1)),
    text: z.optional(z.string()),
    start: instant,
    end: instant,
    status: z._default(z.enum(ticketingSummaryStatuses), 'open'),
    salesOpen: z.optional(instant),
    categories: z
      .array(
        z.object({
          label: z.string().check(z.minLength(1)),
          ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
          href: z.optional(z.string().check(z.regex(/^(#[\w-]+|\/(?!\/)\S*|https?:\/\/\S+)$/))),
        }),
      )
      .check(z.minLength(1), z.maxLength(8)),
    cta: z.optional(ctaData),
  })
  .check(
    z.refine((data) => Date.parse(data.start) <= Date.parse(data.end), {
      message: 'The event ends before it starts',
      path: ['end'],
    }),
    z.refine((data) => data.status !== 'coming-soon' || data.salesOpen !== undefined, {
      message: 'Sales coming soon need their opening date',
      path: ['salesOpen'],
    }),
  );

/**
 * The data as the component gets it: the site server attached the tickets of every category
 * (`tickets`, once each).
 */
export type TicketingSummaryData = z.infer<typeof ticketingSummaryData> & {
  tickets?: Ticket[] | undefined;
};
