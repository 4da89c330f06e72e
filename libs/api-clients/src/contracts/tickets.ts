import { z } from 'zod';
import { seatCategoryCodes, ticketTypes } from '../constants.js';
import { dateTime, localized, picture, thousandths } from './common.js';

/** Ticket kinds (SPEC §1, §3): the shop spells accommodation 'accomodation'; the catalogue knows both. */
export const ticketType = z.enum(ticketTypes);
export type TicketType = z.infer<typeof ticketType>;

export { memberAudienceCode, seatCategoryCodes, ticketTypes } from '../constants.js';

export const seatCategoryCode = z.enum(seatCategoryCodes);

/** A price of a ticket, in thousandths; `maxQty` bounds the quantity a cart may take (default 5). */
export const ticketPrice = z.object({
  code: z.string().min(1),
  id: z.string().min(1),
  secutixId: z.string().min(1),
  price: thousandths,
  minPrice: thousandths.optional(),
  maxQty: z.number().int().positive().default(5),
  availability: z.number().int().nonnegative(),
  seatCatSecutixId: z.string().min(1),
  audienceCode: z.string().min(1),
  hidden: z.boolean().default(false),
  localized: localized(z.object({ label: z.string().min(1) })),
});
export type TicketPrice = z.infer<typeof ticketPrice>;

export const ticket = z.object({
  secutixId: z.string().min(1),
  eventCode: z.string().min(1),
  type: ticketType,
  name: z.string().min(1),
  displayName: localized(z.string().min(1)),
  displayExtra: localized(z.string()).optional(),
  displayCategory: localized(z.string()).optional(),
  pageHeaderPicture: z.optional(picture),
  start: dateTime,
  end: dateTime,
  /**
   * The performance a cart group of this ticket is for (SPEC §3 `composedPerformanceSecutixId`); a
   * grandstand ticket's is also the id of its `cart_info` performance.
   */
  performanceSecutixId: z.string().min(1),
  /** Sold by seat in a grandstand: added through the stand picker. */
  seated: z.boolean().default(false),
  prices: z.array(ticketPrice),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketPackage = z.object({
  secutixId: z.string().min(1),
  eventCode: z.string().min(1),
  displayName: localized(z.string().min(1)),
  items: z.array(z.object({ secutixId: z.string().min(1), quantity: z.number().int().positive() })),
  price: thousandths,
  availability: z.number().int().nonnegative(),
});
export type TicketPackage = z.infer<typeof ticketPackage>;

/** `GET ticket-availabilities`: each ticket and package, per seat category, with what is left. */
export const availability = z.object({
  secutixId: z.string().min(1),
  seatCategorySecutixId: z.string().min(1).optional(),
  availability: z.number().int().nonnegative(),
});
export const ticketAvailabilities = z.object({
  tickets: z.array(availability),
  packages: z.array(availability),
});
export type TicketAvailabilities = z.infer<typeof ticketAvailabilities>;

/** A stand area (a step of a performance): its blocks, seats, category and what is left. */
export const area = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  blocks: z.array(z.string().min(1)),
  seatIds: z.array(z.string().min(1)),
  seatCategoryId: z.string().min(1),
  availability: z.number().int().nonnegative(),
  localized: localized(z.object({ name: z.string().min(1) })),
});
export type Area = z.infer<typeof area>;

export const category = z.object({
  secutixIds: z.array(z.string().min(1)),
  code: z.string().min(1),
  localized: localized(z.object({ name: z.string().min(1) })),
});
export type Category = z.infer<typeof category>;

export const performancePrice = z.object({
  ids: z.array(z.string().min(1)).min(1),
  audienceCode: z.string().min(1),
  seatCategoryCodes: z.array(z.string().min(1)),
  localized: localized(z.object({ audienceName: z.string().min(1) })),
  price: thousandths,
});
export type PerformancePrice = z.infer<typeof performancePrice>;

export const performance = z.object({
  id: z.string().min(1),
  steps: z.array(area),
  categories: z.array(category),
  prices: z.array(performancePrice),
});
export type Performance = z.infer<typeof performance>;

/** `GET cart_info/{secutixId}`: what the stand picker needs of a seated ticket. */
export const ticketInfo = z.object({
  productSecutixId: z.string().min(1),
  productType: ticketType,
  performances: z.array(performance),
});
export type TicketInfo = z.infer<typeof ticketInfo>;

/** A stand block and the seats still free in it. */
export const standBlock = z.object({
  id: z.string().min(1),
  seats: z.array(z.object({ id: z.string().min(1), available: z.boolean() })),
});
export type StandBlock = z.infer<typeof standBlock>;

/** A seat-block category of the grandstands (CAT01 yellow, CAT02 blue, CATMEM dark blue, CATPMR grey). */
export const standCategory = z.object({
  id: z.string().min(1),
  codes: z.array(seatCategoryCode).min(1),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  blocks: z.array(standBlock),
  localized: localized(z.object({ name: z.string().min(1) })),
});
export type StandCategory = z.infer<typeof standCategory>;

/** A cross-sell offer shown after an add to cart (at most 4 are shown). */
export const crossSell = z.object({
  id: z.string().min(1),
  type: z.enum(['ticket', 'package']),
  secutixId: z.string().min(1),
  /**
   * The offered ticket's type, for a `ticket` offer: the `productType` of the group that adds it to a
   * cart (a package is not a product a cart takes, so a `package` offer has none).
   */
  productType: ticketType.optional(),
  /** The offered ticket's performance, for a `ticket` offer: the group's `composedPerformanceSecutixId`. */
  performanceSecutixId: z.string().min(1).optional(),
  start: dateTime,
  end: dateTime,
  localized: localized(
    z.object({
      title: z.string().min(1),
      picture: z.optional(picture),
      prices: z.array(
        z.object({ id: z.string().min(1), label: z.string().min(1), price: thousandths }),
      ),
    }),
  ),
});
export type CrossSell = z.infer<typeof crossSell>;

/** A point of the venue map, in the map's own units (see `venue.width` and `height`). */
export const mapPoint = z.tuple([z.number(), z.number()]);
export type MapPoint = z.infer<typeof mapPoint>;

/** A block of a grandstand on the top view: its outline and its seat category (its colour). */
export const venueBlock = z.object({
  /** The block's id, as in the stand categories: `T34-A`. */
  id: z.string().min(1),
  /** The grandstand it belongs to: `T34`. */
  standCode: z.string().min(1),
  categoryCode: seatCategoryCode,
  polygon: z.array(mapPoint).min(3),
  /** How many seats it has (sold or not). */
  seatCount: z.number().int().nonnegative(),
});
export type VenueBlock = z.infer<typeof venueBlock>;

/** A grandstand on the top view: its name, its outline and its blocks. */
export const venueStand = z.object({
  code: z.string().min(1),
  localized: localized(z.object({ name: z.string().min(1) })),
  polygon: z.array(mapPoint).min(3),
  blocks: z.array(venueBlock),
});
export type VenueStand = z.infer<typeof venueStand>;

/** `GET venue/{site}`: the circuit's top view, the map the stand pickers draw. */
export const venue = z.object({
  id: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
  /** The track, as a line through the map, for orientation. */
  track: z.array(mapPoint).min(2),
  stands: z.array(venueStand),
});
export type Venue = z.infer<typeof venue>;

/** A seat of a block: its id (the last 4 characters are its label), its row and where it sits. */
export const venueSeat = z.object({
  id: z.string().min(1),
  row: z.string().min(1),
  x: z.number(),
  y: z.number(),
});
export type VenueSeat = z.infer<typeof venueSeat>;

/** `GET venue/{site}/blocks/{blockId}`: the seats of a block, in the block's own units. */
export const venueBlockSeats = z.object({
  blockId: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
  seats: z.array(venueSeat),
});
export type VenueBlockSeats = z.infer<typeof venueBlockSeats>;
