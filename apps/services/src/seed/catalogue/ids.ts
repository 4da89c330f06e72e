/**
 * The identifiers of the 24A catalogue, in one place so that tickets, prices, stands, ticket infos,
 * packages, cross-sells, page blocks (and the services' tests) agree.
 *
 * - A ticket's `secutixId` is a 9-digit product id.
 * - A price's `id` and `secutixId` are the same string, `<ticket>-<code>` (e.g. `101240102-ADULT`,
 *   `101240201-CAT01-CHILD`): it is what a cart group references (`audiences[].id`,
 *   `ticket_option_price_id`).
 * - A seat category's secutixId is `<ticket>-<CAT01|CAT02|CATMEM|CATPMR>` for a grandstand ticket and
 *   `<ticket>-GEN` (general, unnumbered) otherwise; prices carry it as `seatCatSecutixId`.
 * - Every ticket has one performance, `<ticket>-P1` (the cart group's `composedPerformanceSecutixId`);
 *   a grandstand ticket's `cart_info` describes it.
 */
import type { seatCategoryCodes } from '@paddock/api-clients/contracts';

export const eventCode = '24A';

export const ticketIds = {
  /** General admission, race week (Wednesday to Sunday). */
  generalWeek: '101240101',
  /** General admission, race weekend: the main track ticket (5+ cross-sells). */
  generalWeekend: '101240102',
  /** General admission, test day (the Sunday before). */
  testDay: '101240103',
  /** Grandstand T34 "Grand Virage", seated, weekend. */
  grandstandVirage: '101240201',
  /** Grandstand T12 "des Stands", seated, weekend; few seats left in CAT01. */
  grandstandPits: '101240202',
  /** Grandstand T20 "de la Chicane", seated, weekend; CAT02 sold out, no PMR block. */
  grandstandChicane: '101240203',
  /** Hospitality "Club Tertre Rouge". */
  hospitalityClub: '101240301',
  /** Hospitality "Suite Panorama": one place left (the last-place race). */
  hospitalitySuite: '101240302',
  /** Hospitality "Village Arnage": sold out. */
  hospitalityVillage: '101240303',
  parkingBlue: '101240401',
  parkingRed: '101240402',
  parkingBikes: '101240403',
  campingHoux: '101240501',
  campingBeausejour: '101240502',
  /** Sold out. */
  campingMaisonBlanche: '101240503',
  supplementPaddock: '101240601',
  supplementBusTour: '101240602',
} as const;
export type TicketKey = keyof typeof ticketIds;

export const packageIds = {
  weekendCamping: '102240001',
  weekParking: '102240002',
  /** Sold out. */
  family: '102240003',
} as const;
export type PackageKey = keyof typeof packageIds;

export type SeatCategoryCode = (typeof seatCategoryCodes)[number];

export function priceId(ticketSecutixId: string, code: string): string {
  return `${ticketSecutixId}-${code}`;
}

export function seatCategoryId(ticketSecutixId: string, code: SeatCategoryCode | 'GEN'): string {
  return `${ticketSecutixId}-${code}`;
}

export function performanceId(ticketSecutixId: string): string {
  return `${ticketSecutixId}-P1`;
}

/** The price that ends a last-place race: availability 1. */
export const lastPlacePriceId = priceId(ticketIds.hospitalitySuite, 'ADULT');
