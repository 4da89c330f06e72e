import type { ProductGroup, Ticket } from '@paddock/api-clients/contracts';

/** How many of each price a visitor chose, by ticket price id. */
export type Quantities = Readonly<Record<string, number>>;

/**
 * What the cart service takes for a ticket sold by quantity (SPEC §3 group payload): one group for the
 * ticket's performance with, per price chosen above 0, the ticket price id, its quantity and its seat
 * category (no locations: the places are not numbered); none when nothing was chosen. Seated tickets go
 * through the stand picker instead (the service wants a seat per ticket).
 */
export function groupsFromQuantities(ticket: Ticket, quantities: Quantities): ProductGroup[] {
  const audiences = ticket.prices
    .map((price) => ({
      id: price.id,
      quantity: Math.floor(quantities[price.id] ?? 0),
      seatCategory: { locations: [], price: price.id },
    }))
    .filter((audience) => audience.quantity > 0);
  if (audiences.length === 0) return [];
  return [
    {
      productSecutixId: ticket.secutixId,
      composedPerformanceSecutixId: ticket.performanceSecutixId,
      productType: ticket.type,
      audiences,
    },
  ];
}
