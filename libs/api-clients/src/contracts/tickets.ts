import * as z from 'zod/mini';
import { seatCategoryCodes, ticketTypes } from '../constants.js';
import { dateTime, localized, picture, thousandths } from './common.js';

const text = z.string().check(z.minLength(1));
const positiveInt = z.number().check(z.int(), z.positive());
const nonNegativeInt = z.number().check(z.int(), z.nonnegative());

/** Ticket kinds (SPEC §1, §3): the shop spells accommodation 'accomodation'; the catalogue knows both. */
export const ticketType = z.enum(ticketTypes);
export type TicketType = z.infer<typeof ticketType>;

export { memberAudienceCode, seatCategoryCodes, ticketTypes } from '../constants.js';

export const seatCategoryCode = z.enum(seatCategoryCodes);

/** A price of a ticket, in thousandths; `maxQty` bounds the quantity a cart may take (default 5). */
export const ticketPrice = z.object({
  code: text,
  id: text,
  secutixId: text,
  price: thousandths,
  minPrice: z.optional(thousandths),
  maxQty: z._default(positiveInt, 5),
  availability: nonNegativeInt,
  seatCatSecutixId: text,
  audienceCode: text,
  hidden: z._default(z.boolean(), false),
  localized: localized(z.object({ label: text })),
});
export type TicketPrice = z.infer<typeof ticketPrice>;

export const ticket = z.object({
  secutixId: text,
  eventCode: text,
  type: ticketType,
  name: text,
  displayName: localized(text),
  displayExtra: z.optional(localized(z.string())),
  displayCategory: z.optional(localized(z.string())),
  pageHeaderPicture: z.optional(picture),
  start: dateTime,
  end: dateTime,
  /**
   * The performance a cart group of this ticket is for (SPEC §3 `composedPerformanceSecutixId`); a
   * grandstand ticket's is also the id of its `cart_info` performance.
   */
  performanceSecutixId: text,
  /** Sold by seat in a grandstand: added through the stand picker. */
  seated: z._default(z.boolean(), false),
  prices: z.array(ticketPrice),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketPackage = z.object({
  secutixId: text,
  eventCode: text,
  displayName: localized(text),
  items: z.array(z.object({ secutixId: text, quantity: positiveInt })),
  price: thousandths,
  availability: nonNegativeInt,
});
export type TicketPackage = z.infer<typeof ticketPackage>;

/** `GET ticket-availabilities`: each ticket and package, per seat category, with what is left. */
export const availability = z.object({
  secutixId: text,
  seatCategorySecutixId: z.optional(text),
  availability: nonNegativeInt,
});
export const ticketAvailabilities = z.object({
  tickets: z.array(availability),
  packages: z.array(availability),
});
export type TicketAvailabilities = z.infer<typeof ticketAvailabilities>;

/** A stand area (a step of a performance): its blocks, seats, category and what is left. */
export const area = z.object({
  id: text,
  code: text,
  blocks: z.array(text),
  seatIds: z.array(text),
  seatCategoryId: text,
  availability: nonNegativeInt,
  localized: localized(z.object({ name: text })),
});
export type Area = z.infer<typeof area>;

export const category = z.object({
  secutixIds: z.array(text),
  code: text,
  localized: localized(z.object({ name: text })),
});
export type Category = z.infer<typeof category>;

export const performancePrice = z.object({
  ids: z.array(text).check(z.minLength(1)),
  audienceCode: text,
  seatCategoryCodes: z.array(text),
  localized: localized(z.object({ audienceName: text })),
  price: thousandths,
});
export type PerformancePrice = z.infer<typeof performancePrice>;

export const performance = z.object({
  id: text,
  steps: z.array(area),
  categories: z.array(category),
  prices: z.array(performancePrice),
});
export type Performance = z.infer<typeof performance>;

/** `GET cart_info/{secutixId}`: what the stand picker needs of a seated ticket. */
export const ticketInfo = z.object({
  productSecutixId: text,
  productType: ticketType,
  performances: z.array(performance),
});
export type TicketInfo = z.infer<typeof ticketInfo>;

/** A stand block and the seats still free in it. */
export const standBlock = z.object({
  id: text,
  seats: z.array(z.object({ id: text, available: z.boolean() })),
});
export type StandBlock = z.infer<typeof standBlock>;

/** A seat-block category of the grandstands (CAT01 yellow, CAT02 blue, CATMEM dark blue, CATPMR grey). */
export const standCategory = z.object({
  id: text,
  codes: z.array(seatCategoryCode).check(z.minLength(1)),
  colour: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  blocks: z.array(standBlock),
  localized: localized(z.object({ name: text })),
});
export type StandCategory = z.infer<typeof standCategory>;

/** A cross-sell offer shown after an add to cart (at most 4 are shown). */
export const crossSell = z.object({
  id: text,
  type: z.enum(['ticket', 'package']),
  secutixId: text,
  /**
   * The offered ticket's type, for a `ticket` offer: the `productType` of the group that adds it to a
   * cart (a package is not a product a cart takes, so a `package` offer has none).
   */
  productType: z.optional(ticketType),
  /** The offered ticket's performance, for a `ticket` offer: the group's `composedPerformanceSecutixId`. */
  performanceSecutixId: z.optional(text),
  start: dateTime,
  end: dateTime,
  localized: localized(
    z.object({
      title: text,
      picture: z.optional(picture),
      prices: z.array(z.object({ id: text, label: text, price: thousandths })),
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
  id: text,
  /** The grandstand it belongs to: `T34`. */
  standCode: text,
  categoryCode: seatCategoryCode,
  polygon: z.array(mapPoint).check(z.minLength(3)),
  /** How many seats it has (sold or not). */
  seatCount: nonNegativeInt,
});
export type VenueBlock = z.infer<typeof venueBlock>;

/** A grandstand on the top view: its name, its outline and its blocks. */
export const venueStand = z.object({
  code: text,
  localized: localized(z.object({ name: text })),
  polygon: z.array(mapPoint).check(z.minLength(3)),
  blocks: z.array(venueBlock),
});
export type VenueStand = z.infer<typeof venueStand>;

/** `GET venue/{site}`: the circuit's top view, the map the stand pickers draw. */
export const venue = z.object({
  id: text,
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  /** The track, as a line through the map, for orientation. */
  track: z.array(mapPoint).check(z.minLength(2)),
  stands: z.array(venueStand),
});
export type Venue = z.infer<typeof venue>;

/** A seat of a block: its id (the last 4 characters are its label), its row and where it sits. */
export const venueSeat = z.object({
  id: text,
  row: text,
  x: z.number(),
  y: z.number(),
});
export type VenueSeat = z.infer<typeof venueSeat>;

/** `GET venue/{site}/blocks/{blockId}`: the seats of a block, in the block's own units. */
export const venueBlockSeats = z.object({
  blockId: text,
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  seats: z.array(venueSeat),
});
export type VenueBlockSeats = z.infer<typeof venueBlockSeats>;
