import type { TicketPackage } from '../contracts/index.js';
import * as z from 'zod/mini';
import { pictureData } from './parts.js';

/**
 * An offer: its title, picture and price (thousandths of a euro). With a ticket's `secutixId`,
 * `performanceSecutixId`, `priceId` and `productType` it is added to the cart; otherwise its `href`
 * leads to it.
 */
export const crossSellOffer = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.optional(z.string()),
  picture: z.optional(pictureData),
  price: z.number().check(z.int(), z.nonnegative()),
  priceLabel: z.optional(z.string()),
  href: z.optional(z.string().check(z.minLength(1))),
  secutixId: z.optional(z.string().check(z.minLength(1))),
  performanceSecutixId: z.optional(z.string().check(z.minLength(1))),
  priceId: z.optional(z.string().check(z.minLength(1))),
  productType: z.optional(
    z.enum(['track', 'hospitality', 'parking', 'accomodation', 'accommodation', 'supplement']),
  ),
});
export type CrossSellOffer = z.infer<typeof crossSellOffer>;

/**
 * Offers to add to a visit (bundles, extras): the seed sends catalogue packages by secutix id
 * (`packageSecutixIds`, resolved on the server into `packages`), editors may also write `items`.
 */
export const crossSellData = z
  .object({
    title: z.string().check(z.minLength(1)),
    text: z.optional(z.string()),
    packageSecutixIds: z.optional(z.array(z.string().check(z.minLength(1)))),
    items: z.optional(z.array(crossSellOffer)),
  })
  .check(
    z.refine((data) => (data.packageSecutixIds?.length ?? 0) + (data.items?.length ?? 0) > 0, {
      message: 'A cross-sell needs packageSecutixIds or items',
    }),
  );

/** The data as the component gets it: the catalogue's packages, when the server attached them. */
export type CrossSellData = z.infer<typeof crossSellData> & {
  packages?: TicketPackage[] | undefined;
};
