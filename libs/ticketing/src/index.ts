// The public face of @paddock/ticketing: export only what consumers may use.
import './modal-kinds.js';

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
export {
  defaultSite,
  defaultViewer,
  ticketingConfigAtom,
  type TicketingConfig,
} from './availability/ticketing-config.js';
export { useAvailability } from './availability/use-availability.js';
export type {
  StandsModalProps,
  StandsSimpleModalProps,
  TicketingModalKinds,
} from './modal-kinds.js';
export { ticketingModals } from './stands/ticketing-modals.js';
export { StandsSimple, type StandsSimpleProps } from './stands/stands-simple.js';
export {
  canAddToCart,
  initialStandsState,
  manySeatsAbove,
  seatLabel,
  seatListLayout,
  standItems,
  standsReducer,
  type StandsAction,
  type StandsState,
  type StandsStep,
} from './stands/stands-state.js';
export {
  categoriesWithBlocks,
  minPriceOfCategory,
  pricesOfCategory,
  toViewerVenue,
} from './stands/stands-data.js';
