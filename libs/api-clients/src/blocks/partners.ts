import type { PartnerCategory } from '../contracts/index.js';
import * as z from 'zod/mini';
import { ctaData } from './parts.js';

/**
 * The partners block as the CMS sends it: a title, whether it shows only the categories flagged
 * `inFooter` (the home's short version) or all of them (the partners page), and a call to action.
 * The categories themselves are the site's (`GET partner-categories/{site}`), attached by the site
 * server as `data.categories`, like the ticket blocks' tickets.
 */
export const partnersData = z.object({
  title: z.optional(z.string().check(z.minLength(1))),
  inFooterOnly: z.optional(z.boolean()),
  cta: z.optional(ctaData),
});

/** The data as the component gets it: the site's partner categories attached on the server. */
export type PartnersData = z.infer<typeof partnersData> & {
  categories?: PartnerCategory[] | undefined;
};
