// The public face of @paddock/ticketing: export only what consumers may use.
export { ticketingCatalog } from './i18n.js';
export { TicketCard, type TicketCardProps } from './ticket-card/ticket-card.js';
export {
  defaultMaxQty,
  isSoldOut,
  quantityOptions,
  visiblePrices,
  type VisiblePricesOptions,
} from './ticket-prices/visible-prices.js';
export {
  priceFieldNames,
  TicketPrices,
  type TicketPricesProps,
} from './ticket-prices/ticket-prices.js';
export { groupsFromQuantities, type Quantities } from './ticket-offer/groups.js';
export { TicketOffer, type TicketOfferProps } from './ticket-offer/ticket-offer.js';
export { TicketList, type TicketListProps } from './ticket-list/ticket-list.js';
export { mergeAvailability, type TicketsAndPackages } from './availability/merge-availability.js';
export { ticketingConfigAtom, type TicketingConfig } from './availability/ticketing-config.js';
export { useAvailability } from './availability/use-availability.js';
