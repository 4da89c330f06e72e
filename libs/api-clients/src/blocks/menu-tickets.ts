import * as z from 'zod/mini';

/** The data of a `menu-tickets` block, checked on the site server before a page renders it. */
export const menuTicketsData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type MenuTicketsData = z.infer<typeof menuTicketsData>;
