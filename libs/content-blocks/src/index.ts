// The public face of @paddock/content-blocks. Sanitizing lives in '@paddock/content-blocks/server'.
export {
  Blocks,
  blockRegistry,
  preloadBlocks,
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
export { IntroShop } from './intro-shop/intro-shop.js';
export type { IntroShopData } from './intro-shop/intro-shop.data.js';
export { TicketsMenu } from './tickets-menu/tickets-menu.js';
export type { TicketsMenuData } from './tickets-menu/tickets-menu.data.js';
export { StrateTicketingPushes } from './strate-ticketing-pushes/strate-ticketing-pushes.js';
export type { StrateTicketingPushesData } from './strate-ticketing-pushes/strate-ticketing-pushes.data.js';
export { TicketsComparator } from './tickets-comparator/tickets-comparator.js';
export type { TicketsComparatorData } from './tickets-comparator/tickets-comparator.data.js';
export { Program } from './program/program.js';
export type { ProgramData } from './program/program.data.js';
export { ProgramFull } from './program-full/program-full.js';
export type { ProgramFullData } from './program-full/program-full.data.js';
export { Hospitalities } from './hospitalities/hospitalities.js';
export type { HospitalitiesData } from './hospitalities/hospitalities.data.js';
export { CrossSell } from './cross-sell/cross-sell.js';
export type { CrossSellData, CrossSellOffer } from './cross-sell/cross-sell.data.js';
export { Youtube } from './youtube/youtube.js';
export type { YoutubeData } from './youtube/youtube.data.js';
export { Iframe } from './iframe/iframe.js';
export type { IframeData } from './iframe/iframe.data.js';
export { Gallery } from './gallery/gallery.js';
export type { GalleryData } from './gallery/gallery.data.js';
export { SocialWall } from './social-wall/social-wall.js';
export type { SocialWallData } from './social-wall/social-wall.data.js';
export { SharedContent } from './shared-content/shared-content.js';
export type { SharedContentData } from './shared-content/shared-content.data.js';
export { EventCardSlider } from './event-card-slider/event-card-slider.js';
export type { EventCardSliderData } from './event-card-slider/event-card-slider.data.js';
export { Partners } from './partners/partners.js';
export type { PartnersData } from './partners/partners.data.js';
export { NewsSection } from './news-section/news-section.js';
export type { NewsSectionData } from './news-section/news-section.data.js';
export { NewsFull } from './news-full/news-full.js';
export type { NewsFullData } from './news-full/news-full.data.js';
export { Editorial } from './editorial/editorial.js';
export type { EditorialData } from './editorial/editorial.data.js';
export { CardDescriptionList } from './card-description-list/card-description-list.js';
export type { CardDescriptionListData } from './card-description-list/card-description-list.data.js';
export { AlternatingList } from './alternating-list/alternating-list.js';
export type { AlternatingListData } from './alternating-list/alternating-list.data.js';
export { contentBlocksCatalog } from './i18n.js';
