import * as z from 'zod/mini';
import { dateTime, localized, thousandths } from './common.js';
import { buyerDetailsRules, isPhoneNumber, standAreaId } from '../constants.js';
import { ticketType } from './tickets.js';

const text = z.string().check(z.minLength(1));
const positiveInt = z.number().check(z.int(), z.positive());

/** Who buys (SPEC §3): a member with their details, or an anonymous visitor. */
export const buyer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('member'),
    email: z.email(),
    info: z.object({
      firstname: z.string(),
      lastname: z.string(),
      phone: z.string(),
      address: z.object({
        city: z.string(),
        zipCode: z.string(),
        country: z.string(),
        street: z.string(),
      }),
    }),
  }),
  z.object({ status: z.literal('anonymous') }),
]);
export type Buyer = z.infer<typeof buyer>;

/**
 * A group of a product added to a cart (SPEC §3): the product, its performance, its type, and per
 * audience (a ticket price) a quantity with its seat category: the seats' locations (none for a ticket
 * sold by quantity) and the price id. The cart service checks each against its catalogue.
 */
export const productGroup = z.object({
  productSecutixId: text,
  composedPerformanceSecutixId: text,
  productType: ticketType,
  audiences: z
    .array(
      z.object({
        /** The ticket price id. */
        id: text,
        quantity: positiveInt,
        seatCategory: z.object({
          locations: z.array(text),
          /** The ticket price id again, as the shop's seat category carries it. */
          price: text,
        }),
      }),
    )
    .check(z.minLength(1)),
});
export type ProductGroup = z.infer<typeof productGroup>;

export { standAreaId } from '../constants.js';

/** A seat bought through the stand picker: one per seat, with its option and price (SPEC §3). */
export const standItem = z.object({
  quantity: z.literal(1),
  ticket_option_id: text,
  ticket_option_price_id: text,
  area_id: z.literal(standAreaId),
  seatIds: z.array(text).check(z.length(1)),
});
export type StandItem = z.infer<typeof standItem>;

/** What `POST carts/{cartId}/items` takes: one group. */
export const cartGroupInput = z.union([productGroup, standItem]);
export type CartGroupInput = z.infer<typeof cartGroupInput>;

/** `POST carts`: a new cart for a buyer with its first groups. */
export const createCartInput = z.object({
  buyer,
  groups: z.array(cartGroupInput).check(z.minLength(1)),
});
export type CreateCartInput = z.infer<typeof createCartInput>;

export const cartItem = z.object({
  id: text,
  product: z.object({
    secutixId: text,
    type: ticketType,
    localized: localized(
      z.object({ name: text, start: z.array(z.string()), end: z.array(z.string()) }),
    ),
    prices: z.array(z.object({ id: text, price: thousandths })),
  }),
  quantity: positiveInt,
  audience: z.object({
    code: text,
    localized: localized(z.object({ name: text })),
  }),
  seatIds: z._default(z.array(text), []),
  /** Unit price in thousandths. */
  price: thousandths,
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  uuid: z.uuid(),
  validity: dateTime,
  shopUrl: z.optional(z.url({ protocol: /^https?$/ })),
  groups: z.array(z.object({ id: text, items: z.array(cartItem) })),
  total: thousandths,
});
export type Cart = z.infer<typeof cart>;

/** The hint of a refused add when a quantity is above a price's maxQty (SPEC §8). */
export const invalidQuantityDetails = z.object({
  max: z.number().check(z.int(), z.nonnegative()),
  productName: z.string(),
  /** The product's display name per locale (the French one is `productName`). */
  productNames: z.optional(z.object({ fr: z.string(), en: z.optional(z.string()) })),
});

const detail = z.string().check(z.trim(), z.minLength(1), z.maxLength(buyerDetailsRules.maxLength));

/** The buyer's details as the informations form collects them (SPEC §2), checked with its rules. */
export const buyerDetails = z.object({
  firstname: detail,
  lastname: detail,
  email: detail.check(z.regex(buyerDetailsRules.email)),
  phone: detail.check(z.refine(isPhoneNumber, 'A phone number of 6 to 15 digits')),
  street: detail,
  zipCode: detail.check(z.regex(buyerDetailsRules.zipCode)),
  city: detail,
  country: detail,
});
export type OrderBuyerDetails = z.infer<typeof buyerDetails>;

/** `POST order`: the cart to pay and who pays it. */
export const orderInput = z.object({ cartId: z.uuid(), buyer: buyerDetails });
export type OrderInput = z.infer<typeof orderInput>;

/**
 * A confirmed order: its reference (what the buyer quotes), the lines and total as the service priced
 * them (never as a browser said), the buyer and when it was confirmed.
 */
export const order = z.object({
  reference: z.string().check(z.regex(/^[A-Z0-9-]{6,32}$/)),
  cartId: z.uuid(),
  confirmedAt: dateTime,
  buyer: buyerDetails,
  lines: z.array(cartItem),
  total: thousandths,
});
export type Order = z.infer<typeof order>;
