/**
 * The contract of each content block type's `data` (SPEC §2), in zod/mini so the site server checks a page's
 * blocks without the weight of full zod: the site validates with these before rendering, the local services
 * validate their seeded pages with them. Browser code imports only their types.
 */
import type * as z from 'zod/mini';
import type { BlockType } from '../contracts/index.js';
import { alternatingListData } from './alternating-list.js';
import { cardDescriptionListData } from './card-description-list.js';
import { crossSellData } from './cross-sell.js';
import { editorialData } from './editorial.js';
import { eventCardSliderData } from './event-card-slider.js';
import { galleryData } from './gallery.js';
import { highlightedTicketsData } from './highlighted-tickets.js';
import { hospitalitiesData } from './hospitalities.js';
import { iframeData } from './iframe.js';
import { introShopData } from './intro-shop.js';
import { newsFullData } from './news-full.js';
import { newsSectionData } from './news-section.js';
import { partnersData } from './partners.js';
import { programData } from './program.js';
import { programFullData } from './program-full.js';
import { richTextData } from './rich-text.js';
import { sharedContentData } from './shared-content.js';
import { socialWallData } from './social-wall.js';
import { strateTicketingPushesData } from './strate-ticketing-pushes.js';
import { ticketPageData } from './ticket-page.js';
import { ticketsComparatorData } from './tickets-comparator.js';
import { ticketsGridWithFiltersData } from './tickets-grid-with-filters.js';
import { ticketsMenuData } from './tickets-menu.js';
import { titleData } from './title.js';
import { titleTextData } from './title-text.js';
import { youtubeData } from './youtube.js';
import { categoryLinksData } from './category-links.js';
import { eventListData } from './event-list.js';
import { formData } from './form.js';
import { hospitalityCategoryData } from './hospitality-category.js';
import { hoverCardsData } from './hover-cards.js';
import { mediaIntroData } from './media-intro.js';
import { menuTicketsData } from './menu-tickets.js';
import { mixedContributorBlockData } from './mixed-contributor-block.js';
import { titleTextPushData } from './title-text-push.js';
import { ticketPerksData } from './ticket-perks.js';
import { ticketingSummaryData } from './ticketing-summary.js';
import { keyFiguresData } from './key-figures.js';
import { governanceData } from './governance.js';
import { figuresTextPushData } from './figures-text-push.js';
import { basicCardGridData } from './basic-card-grid.js';
import { modalGridData } from './modal-grid.js';
import { splashTextData } from './splash-text.js';
import { legacyHospitalityListData } from './legacy-hospitality-list.js';
import { lemansCategoryData } from './lemans-category.js';
import { rssFeedListData } from './rss-feed-list.js';
import { driversData } from './drivers.js';
import { liveMotoData } from './live-moto.js';
import { liveAutoData } from './live-auto.js';
import { mosaicBlocksData } from './mosaic-blocks.js';
import { experienceAppPushData } from './experience-app-push.js';
import { eventLocatorData } from './event-locator.js';
import { servicesData } from './services.js';
import { seminarMapData } from './seminar-map.js';
import { seminarConfiguratorData } from './seminar-configurator.js';
import { seminarActivityFilterData } from './seminar-activity-filter.js';
import { entityPresentationSheetData } from './entity-presentation-sheet.js';
import { delegationsTerritorialesData } from './delegations-territoriales.js';
import { imageTextGridData } from './image-text-grid.js';
import { seaPalmaresData } from './sea-palmares.js';
import { centeredTitleTextData } from './centered-title-text.js';
import { seaPresentationData } from './sea-presentation.js';
import { seaProjectsData } from './sea-projects.js';
import { trophyListData } from './trophy-list.js';
import { animationData } from './animation.js';
import { pushEditoData } from './push-edito.js';

export * from './alternating-list.js';
export * from './card-description-list.js';
export * from './cross-sell.js';
export * from './editorial.js';
export * from './event-card-slider.js';
export * from './gallery.js';
export * from './highlighted-tickets.js';
export * from './hospitalities.js';
export * from './iframe.js';
export * from './intro-shop.js';
export * from './news.js';
export * from './news-full.js';
export * from './news-section.js';
export * from './partners.js';
export * from './parts.js';
export * from './program.js';
export * from './program-full.js';
export * from './rich-text.js';
export * from './shared-content.js';
export * from './social-wall.js';
export * from './strate-ticketing-pushes.js';
export * from './ticket-page.js';
export * from './tickets-comparator.js';
export * from './tickets-grid-with-filters.js';
export * from './tickets-menu.js';
export * from './title.js';
export * from './title-text.js';
export * from './youtube.js';

export * from './category-links.js';
export * from './event-list.js';
export * from './form.js';
export * from './hospitality-category.js';
export * from './hover-cards.js';
export * from './media-intro.js';
export * from './menu-tickets.js';
export * from './mixed-contributor-block.js';
export * from './title-text-push.js';
export * from './ticket-perks.js';
export * from './ticketing-summary.js';
export * from './key-figures.js';
export * from './governance.js';
export * from './figures-text-push.js';
export * from './basic-card-grid.js';
export * from './modal-grid.js';
export * from './splash-text.js';
export * from './legacy-hospitality-list.js';
export * from './lemans-category.js';
export * from './rss-feed-list.js';
export * from './drivers.js';
export * from './live-moto.js';
export * from './live-auto.js';
export * from './mosaic-blocks.js';
export * from './experience-app-push.js';
export * from './event-locator.js';
export * from './services.js';
export * from './seminar-map.js';
export * from './seminar-configurator.js';
export * from './seminar-activity-filter.js';
export * from './entity-presentation-sheet.js';
export * from './delegations-territoriales.js';
export * from './image-text-grid.js';
export * from './sea-palmares.js';
export * from './centered-title-text.js';
export * from './sea-presentation.js';
export * from './sea-projects.js';
export * from './trophy-list.js';
export * from './animation.js';
export * from './push-edito.js';
/** The schema of each block type's `data`, for the types the site shows. */
export const blockSchemas: Partial<Record<BlockType, z.ZodMiniType>> = {
  PUSH_EDITO: pushEditoData,
  animation: animationData,
  'trophy-list': trophyListData,
  'sea-projects': seaProjectsData,
  'sea-presentation': seaPresentationData,
  'centered-title-text': centeredTitleTextData,
  'sea-palmares': seaPalmaresData,
  'image-text-grid': imageTextGridData,
  'delegations-territoriales': delegationsTerritorialesData,
  'entity-presentation-sheet': entityPresentationSheetData,
  'seminar-activity-filter': seminarActivityFilterData,
  'seminar-configurator': seminarConfiguratorData,
  'seminar-map': seminarMapData,
  services: servicesData,
  'event-locator': eventLocatorData,
  'experience-app-push': experienceAppPushData,
  'mosaic-blocks': mosaicBlocksData,
  'live-auto': liveAutoData,
  'live-moto': liveMotoData,
  drivers: driversData,
  'rss-feed-list': rssFeedListData,
  'lemans-category': lemansCategoryData,
  'legacy-hospitality-list': legacyHospitalityListData,
  'splash-text': splashTextData,
  'modal-grid': modalGridData,
  'basic-card-grid': basicCardGridData,
  'figures-text-push': figuresTextPushData,
  governance: governanceData,
  'key-figures': keyFiguresData,
  'ticketing-summary': ticketingSummaryData,
  'ticket-perks': ticketPerksData,
  'title-text-push': titleTextPushData,
  'mixed-contributor-block': mixedContributorBlockData,
  'menu-tickets': menuTicketsData,
  'media-intro': mediaIntroData,
  'hover-cards': hoverCardsData,
  'hospitality-category': hospitalityCategoryData,
  form: formData,
  'event-list': eventListData,
  'category-links': categoryLinksData,
  'rich-text': richTextData,
  title: titleData,
  'title-text': titleTextData,
  'ticket-page': ticketPageData,
  'highlighted-tickets': highlightedTicketsData,
  'tickets-grid-with-filters': ticketsGridWithFiltersData,
  'intro-shop': introShopData,
  'tickets-menu': ticketsMenuData,
  'strate-ticketing-pushes': strateTicketingPushesData,
  'tickets-comparator': ticketsComparatorData,
  program: programData,
  'program-full': programFullData,
  hospitalities: hospitalitiesData,
  'cross-sell': crossSellData,
  youtube: youtubeData,
  iframe: iframeData,
  gallery: galleryData,
  'social-wall': socialWallData,
  'shared-content': sharedContentData,
  'event-card-slider': eventCardSliderData,
  partners: partnersData,
  'news-section': newsSectionData,
  'news-full': newsFullData,
  editorial: editorialData,
  'card-description-list': cardDescriptionListData,
  'alternating-list': alternatingListData,
};
