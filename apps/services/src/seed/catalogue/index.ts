/** The 24A catalogue: tickets, packages, grandstand ticket infos, stand categories and cross-sells. */
import type { SeedContext } from '../context';
import type { Seed } from '../types';
import { buildCrossSells } from './cross-sells';
import { buildPackages } from './packages';
import { buildTicketInfo } from './ticket-infos';
import { buildTickets } from './tickets';

export * from './ids';

export function buildCatalogue(
  ctx: SeedContext,
): Pick<Seed, 'tickets' | 'packages' | 'ticketInfos' | 'standCategories' | 'crossSells'> {
  const built = buildTickets(ctx);
  const tickets = built.map(({ ticket }) => ticket);
  const packages = buildPackages();
  const seated = built.filter(({ def }) => def.stand !== undefined);
  return {
    tickets,
    packages,
    ticketInfos: seated.map(buildTicketInfo),
    standCategories: seated.map(({ ticket, standCategories }) => ({
      ticketSecutixId: ticket.secutixId,
      categories: standCategories,
    })),
    crossSells: buildCrossSells(ctx, tickets, packages),
  };
}
