import type { Ticket, TicketAvailabilities, TicketPackage } from '@paddock/api-clients/contracts';

export interface TicketsAndPackages {
  tickets: Ticket[];
  packages: TicketPackage[];
}

/**
 * Tickets and packages with what is left now (SPEC §4): each ticket price takes the availability of its
 * ticket and seat category, each package its own; 0 when the answer does not name it.
 */
export function mergeAvailability(
  tickets: readonly Ticket[],
  packages: readonly TicketPackage[],
  availabilities: TicketAvailabilities,
): TicketsAndPackages {
  const ticketsLeft = new Map(
    availabilities.tickets.map((entry) => [
      `${entry.secutixId}/${entry.seatCategorySecutixId ?? ''}`,
      entry.availability,
    ]),
  );
  const packagesLeft = new Map(
    availabilities.packages.map((entry) => [entry.secutixId, entry.availability]),
  );
  return {
    tickets: tickets.map((ticket) => ({
      ...ticket,
      prices: ticket.prices.map((price) => ({
        ...price,
        availability: ticketsLeft.get(`${ticket.secutixId}/${price.seatCatSecutixId}`) ?? 0,
      })),
    })),
    packages: packages.map((each) => ({
      ...each,
      availability: packagesLeft.get(each.secutixId) ?? 0,
    })),
  };
}
