import { TicketList } from '@paddock/ticketing';
import type { BlockProps } from '../kit/define-block.js';
import type { HighlightedTicketsData } from '@paddock/api-clients/blocks';

/**
 * Tickets put forward, optionally at one audience's prices only: the member presale shows the
 * 'Membre ACO' (MEME) prices, which a visitor must log in to buy.
 */
export function HighlightedTickets({
  data: { title, tickets, audienceCode },
}: BlockProps<HighlightedTicketsData>) {
  return <TicketList title={title} tickets={tickets} audienceCode={audienceCode} />;
}
