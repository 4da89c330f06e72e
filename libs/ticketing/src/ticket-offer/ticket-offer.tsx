import type { Ticket } from '@paddock/api-clients/contracts';
import { QuantityOffer } from './quantity-offer.js';
import { SeatedOffer } from './seated-offer.js';

export interface TicketOfferProps {
  ticket: Ticket;
  /** Also lists the prices with nothing left, marked sold out. */
  showAll?: boolean | undefined;
  /** Offers only the prices of this audience. */
  audienceCode?: string | undefined;
  /** The level of the ticket's title: 3 under a list's title, 2 alone. */
  headingLevel?: 2 | 3;
  /** The ticket's picture loads at once: it is on the page's first screen (see `TicketCard`). */
  eagerPicture?: boolean | undefined;
}

/**
 * A ticket to buy (SPEC §2, §5): its card, its prices with a quantity each, and an add-to-cart button
 * that adds them to the cart itself (`useAddToCart`, waiting while any add of the page is under way).
 * Member-only prices (MEME) ask a visitor who is not logged in to log in first, and tell a logged-in
 * visitor without a current membership that they are for members. Seated tickets show
 * their prices read-only, a 'Choose my seats' button that opens the stand picker (the `stands` modal)
 * and a 'Compare the categories' one that opens StandsSimple (a category, its block and the panorama).
 */
export function TicketOffer(props: TicketOfferProps) {
  return props.ticket.seated ? <SeatedOffer {...props} /> : <QuantityOffer {...props} />;
}
