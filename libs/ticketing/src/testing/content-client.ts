import type { ContentClient, TicketAvailabilitiesArgs } from '@paddock/api-clients';
import type { TicketAvailabilities } from '@paddock/api-clients/contracts';

/** What a fake content client answers `ticket-availabilities` with. */
export type AvailabilitiesAnswer =
  | TicketAvailabilities
  | null
  | ((args: TicketAvailabilitiesArgs) => Promise<TicketAvailabilities | null>);

/** The calls a fake content client received, for tests to check. */
export interface FakeContentClient extends ContentClient {
  availabilityCalls: TicketAvailabilitiesArgs[];
}

/**
 * A content client with no network: `ticketAvailabilities` answers `answer` (an answer, `null` as the real
 * client does after a failure, or a function of the call), every other route `null`.
 */
export function fakeContentClient(answer: AvailabilitiesAnswer): FakeContentClient {
  const nothing = () => Promise.resolve(null);
  const availabilityCalls: TicketAvailabilitiesArgs[] = [];
  return {
    availabilityCalls,
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
    ticketInfo: nothing,
    standCategories: nothing,
    ticketCrossSells: nothing,
    packageCrossSells: nothing,
  };
}
