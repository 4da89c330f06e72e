import * as z from 'zod/mini';
import { contactPhoneNumber } from './entity-presentation-sheet.js';

/** A regional delegation of the club: its name, region, delegate, address and contacts. */
export const delegationData = z.object({
  name: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  delegate: z.optional(z.string().check(z.minLength(1))),
  address: z.optional(z.string().check(z.minLength(1))),
  email: z.optional(z.email()),
  phone: z.optional(contactPhoneNumber),
});
export type DelegationData = z.infer<typeof delegationData>;

/**
 * The club's regional delegations, listed by region, with a region filter and a text search (name,
 * town, delegate).
 */
export const delegationsTerritorialesData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  delegations: z.array(delegationData).check(z.minLength(1)),
});
export type DelegationsTerritorialesData = z.infer<typeof delegationsTerritorialesData>;
