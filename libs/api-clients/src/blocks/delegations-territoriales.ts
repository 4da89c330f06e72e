import * as z from 'zod/mini';

/** The data of a `delegations-territoriales` block, checked on the site server before a page renders it. */
export const delegationsTerritorialesData = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
});
export type DelegationsTerritorialesData = z.infer<typeof delegationsTerritorialesData>;
