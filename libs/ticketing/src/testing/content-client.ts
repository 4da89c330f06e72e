import type { ContentClient, TicketAvailabilitiesArgs } from '@paddock/api-clients';
import type {
  StandCategory,
  TicketAvailabilities,
  TicketInfo,
  Venue,
  VenueBlockSeats,
} from '@paddock/api-clients/contracts';
import {
  fixtureBlockSeats,
  fixtureVenue,
  grandstandStandCategories,
  grandstandTicketInfo,
} from './stands.js';

/** What a fake content client answers `ticket-availabilities` with. */
export type AvailabilitiesAnswer =
  | TicketAvailabilities
  | null
  | ((args: TicketAvailabilitiesArgs) => Promise<TicketAvailabilities | null>);

/** What a fake content client knows of the grandstands; `null` answers as a failed call does. */
export interface FakeStands {
  /** `cart_info/{secutixId}` by ticket; the grandstand ticket's by default. */
  ticketInfo?: Readonly<Record<string, TicketInfo | null>>;
  /** `ticket/{secutixId}/stands` by ticket; the grandstand ticket's by default. */
  standCategories?: Readonly<Record<string, StandCategory[] | null>>;
  /** `venue/{site}`, whatever the site; `fixtureVenue` by default. */
  venue?: Venue | null;
  /** `venue/{site}/blocks/{blockId}`; `fixtureBlockSeats` by default. */
  blockSeats?: (blockId: string) => VenueBlockSeats | null;
  /** Milliseconds each of these answers takes; 0 by default. */
  latency?: number;
}

/** A call a fake content client received: its method and its arguments. */
export interface ContentCall {
  method: keyof ContentClient;
  args: unknown;
}

/** The calls a fake content client received, for tests to check. */
export interface FakeContentClient extends ContentClient {
  availabilityCalls: TicketAvailabilitiesArgs[];
  /** Every call of the stand pickers' routes (ticket info, stand categories, venue, block seats). */
  standCalls: ContentCall[];
}

/**
 * A content client with no network: `ticketAvailabilities` answers `answer` (an answer, `null` as the real
 * client does after a failure, or a function of the call); the stand pickers' routes answer the
 * grandstand fixtures of `stands` (T34 for `grandstandTicket` by default); every other route `null`.
 */
export function fakeContentClient(
  answer: AvailabilitiesAnswer,
  stands: FakeStands = {},
): FakeContentClient {
  const nothing = () => Promise.resolve(null);
  const availabilityCalls: TicketAvailabilitiesArgs[] = [];
  const standCalls: ContentCall[] = [];
  const {
    ticketInfo = { [grandstandTicketInfo.productSecutixId]: grandstandTicketInfo },
    standCategories = { [grandstandTicketInfo.productSecutixId]: grandstandStandCategories },
    venue = fixtureVenue,
    blockSeats = fixtureBlockSeats,
    latency = 0,
  } = stands;
  const later = <T>(method: keyof ContentClient, args: unknown, value: () => T): Promise<T> => {
    standCalls.push({ method, args });
    return new Promise((resolve) => {
      // A copy, as from the network: nothing the app does changes the fixtures.
      const settle = () => resolve(structuredClone(value()));
      if (latency > 0) setTimeout(settle, latency);
      else queueMicrotask(settle);
    });
  };
  return {
    availabilityCalls,
    standCalls,
    ticketAvailabilities: (args) => {
      availabilityCalls.push(args);
      return typeof answer === 'function' ? answer(args) : Promise.resolve(answer);
    },
    sites: nothing,
    menu: nothing,
    alerts: nothing,
    socialNetworks: nothing,
    wording: nothing,
    footer: nothing,
    pages: nothing,
    page: nothing,
    partnerCategories: nothing,
    tickets: nothing,
    ticketPackages: nothing,
    ticketInfo: (args) => later('ticketInfo', args, () => ticketInfo[args.secutixId] ?? null),
    standCategories: (args) =>
      later('standCategories', args, () => standCategories[args.secutixId] ?? null),
    venue: (args) => later('venue', args, () => venue),
    venueBlockSeats: (args) => later('venueBlockSeats', args, () => blockSeats(args.blockId)),
    ticketCrossSells: nothing,
    // The live blocks' and the forms' routes: not the shop's.
    liveTiming: nothing,
    newsFeed: nothing,
    locatorEvents: nothing,
    programEvents: nothing,
    socialPosts: nothing,
    contact: () => Promise.resolve({ ok: false, reason: 'failed' } as const),
    submitForm: () => Promise.resolve({ ok: false, reason: 'failed' } as const),
    packageCrossSells: nothing,
  };
}
