import { TicketList } from '@paddock/ticketing';
import type { BlockProps } from '../kit/define-block.js';
import type { TicketPageData } from '@paddock/api-clients/blocks';

/**
 * A section of a ticket page: its title and text, and its tickets to buy, each with its prices and
 * quantities, added to the visitor's cart.
 */
export function TicketPage({ data: { title, text, tickets } }: BlockProps<TicketPageData>) {
  return <TicketList title={title} description={text} tickets={tickets} />;
}
