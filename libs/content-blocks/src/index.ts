// The public face of @paddock/content-blocks. Sanitizing lives in '@paddock/content-blocks/server'.
export {
  Blocks,
  blockRegistry,
  renderBlocks,
  type BlockRegistry,
  type BlocksProps,
} from './registry/blocks.js';
export {
  defineBlock,
  defineLazyBlock,
  type BlockDefinition,
  type BlockProps,
} from './registry/define-block.js';
export { RichText } from './rich-text/rich-text.js';
export type { RichTextData } from './rich-text/rich-text.data.js';
export { Title } from './title/title.js';
export type { TitleData } from './title/title.data.js';
export { TitleText } from './title-text/title-text.js';
export type { TitleTextData } from './title-text/title-text.data.js';
export { TicketPage } from './ticket-page/ticket-page.js';
export type { TicketPageData } from './ticket-page/ticket-page.data.js';
export { HighlightedTickets } from './highlighted-tickets/highlighted-tickets.js';
export type { HighlightedTicketsData } from './highlighted-tickets/highlighted-tickets.data.js';
export { TicketsGridWithFilters } from './tickets-grid-with-filters/tickets-grid-with-filters.js';
export type { TicketsGridWithFiltersData } from './tickets-grid-with-filters/tickets-grid-with-filters.data.js';
export { contentBlocksCatalog } from './i18n.js';
