// The public face of @paddock/content-blocks. Sanitizing lives in '@paddock/content-blocks/server', the
// table of lazy block types' modules in '@paddock/content-blocks/lazy-blocks'.
export { Blocks, blockRegistry, preloadBlocks, type BlocksProps } from './registry/blocks.js';
export { renderBlocks, type BlockRegistry } from './registry/render-blocks.js';
export { eagerBlocks } from './registry/eager-blocks.js';
export { blockInteractivity, isInteractive } from './registry/interactivity.js';
export {
  isStaticBlock,
  StaticHtml,
  staticBlockAttribute,
  type PageBlock,
  type StaticBlock,
} from './registry/static-block.js';
export {
  defineBlock,
  defineLazyBlock,
  type BlockDefinition,
  type BlockProps,
} from './kit/define-block.js';
export {
  blockComponentName,
  blockFolder,
  defineBlockModule,
  type BlockComponentName,
  type BlockFolder,
  type BlockModule,
} from './registry/block-modules.js';
export { RichText } from './rich-text/rich-text.js';
export { Title } from './title/title.js';
export { TitleText } from './title-text/title-text.js';
export { TicketPage } from './ticket-page/ticket-page.js';
export { HighlightedTickets } from './highlighted-tickets/highlighted-tickets.js';
export { TicketsGridWithFilters } from './tickets-grid-with-filters/tickets-grid-with-filters.js';
export { IntroShop } from './intro-shop/intro-shop.js';
export { TicketsMenu } from './tickets-menu/tickets-menu.js';
export { StrateTicketingPushes } from './strate-ticketing-pushes/strate-ticketing-pushes.js';
export { TicketsComparator } from './tickets-comparator/tickets-comparator.js';
export { Program } from './program/program.js';
export { ProgramFull } from './program-full/program-full.js';
export { Hospitalities } from './hospitalities/hospitalities.js';
export { CrossSell } from './cross-sell/cross-sell.js';
export { Youtube } from './youtube/youtube.js';
export { Iframe } from './iframe/iframe.js';
export { Gallery } from './gallery/gallery.js';
export { SocialWall } from './social-wall/social-wall.js';
export { SharedContent } from './shared-content/shared-content.js';
export { EventCardSlider } from './event-card-slider/event-card-slider.js';
export { Partners } from './partners/partners.js';
export { NewsSection } from './news-section/news-section.js';
export { NewsFull } from './news-full/news-full.js';
export { Editorial } from './editorial/editorial.js';
export { CardDescriptionList } from './card-description-list/card-description-list.js';
export { AlternatingList } from './alternating-list/alternating-list.js';
export { contentBlocksCatalog } from './i18n.js';
export { CategoryLinks } from './category-links/category-links.js';
export { EventList } from './event-list/event-list.js';
export { Form } from './form/form.js';
export { HospitalityCategory } from './hospitality-category/hospitality-category.js';
export { HoverCards } from './hover-cards/hover-cards.js';
export { MediaIntro } from './media-intro/media-intro.js';
export { MenuTickets } from './menu-tickets/menu-tickets.js';
export { MixedContributorBlock } from './mixed-contributor-block/mixed-contributor-block.js';
export { TitleTextPush } from './title-text-push/title-text-push.js';
export { TicketPerks } from './ticket-perks/ticket-perks.js';
export { TicketingSummary } from './ticketing-summary/ticketing-summary.js';
export { KeyFigures } from './key-figures/key-figures.js';
export { Governance } from './governance/governance.js';
export { FiguresTextPush } from './figures-text-push/figures-text-push.js';
export { BasicCardGrid } from './basic-card-grid/basic-card-grid.js';
export { ModalGrid } from './modal-grid/modal-grid.js';
export { SplashText } from './splash-text/splash-text.js';
export { LegacyHospitalityList } from './legacy-hospitality-list/legacy-hospitality-list.js';
export { LemansCategory } from './lemans-category/lemans-category.js';
export { RssFeedList } from './rss-feed-list/rss-feed-list.js';
export { Drivers } from './drivers/drivers.js';
export { LiveMoto } from './live-moto/live-moto.js';
export { LiveAuto } from './live-auto/live-auto.js';
export { MosaicBlocks } from './mosaic-blocks/mosaic-blocks.js';
export { ExperienceAppPush } from './experience-app-push/experience-app-push.js';
export { EventLocator } from './event-locator/event-locator.js';
export { Services } from './services/services.js';
export { SeminarMap } from './seminar-map/seminar-map.js';
export { SeminarConfigurator } from './seminar-configurator/seminar-configurator.js';
export { SeminarActivityFilter } from './seminar-activity-filter/seminar-activity-filter.js';
export { EntityPresentationSheet } from './entity-presentation-sheet/entity-presentation-sheet.js';
export { DelegationsTerritoriales } from './delegations-territoriales/delegations-territoriales.js';
export { ImageTextGrid } from './image-text-grid/image-text-grid.js';
export { SeaPalmares } from './sea-palmares/sea-palmares.js';
export { CenteredTitleText } from './centered-title-text/centered-title-text.js';
export { SeaPresentation } from './sea-presentation/sea-presentation.js';
export { SeaProjects } from './sea-projects/sea-projects.js';
export { TrophyList } from './trophy-list/trophy-list.js';
export { Animation } from './animation/animation.js';
export { PushEdito } from './push-edito/push-edito.js';
