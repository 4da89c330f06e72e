import type { Ticket } from '../contracts/index.js';
import * as z from 'zod/mini';

/**
 * A comparison of tickets: a column per ticket (by secutix id), a row per feature with, for each
 * ticket in order, whether it includes it. `columns` names the tickets when the catalogue is not
 * attached (the site server attaches `tickets` once the type is a ticket block).
 */
export const ticketsComparatorData = z
  .object({
    title: z.string().check(z.minLength(1)),
    text: z.optional(z.string()),
    ticketSecutixIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    columns: z.optional(z.array(z.string().check(z.minLength(1)))),
    rows: z
      .array(
        z.object({
          label: z.string().check(z.minLength(1)),
          values: z.array(z.boolean()),
        }),
      )
      .check(z.minLength(1)),
  })
  .check(
    z.refine(
      (data) => data.rows.every((row) => row.values.length === data.ticketSecutixIds.length),
      { message: 'Each row needs a value per ticket', path: ['rows'] },
    ),
    z.refine((data) => !data.columns || data.columns.length === data.ticketSecutixIds.length, {
      message: 'columns needs a label per ticket',
      path: ['columns'],
    }),
  );

/** The data as the component gets it: the tickets of the catalogue, when the server attached them. */
export type TicketsComparatorData = z.infer<typeof ticketsComparatorData> & {
  tickets?: Ticket[] | undefined;
};
