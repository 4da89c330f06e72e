import type { Block, BlockType } from '@paddock/api-clients/contracts';
import type { ReactElement } from 'react';
import { richTextBlock } from '../rich-text/rich-text.js';
import { titleBlock } from '../title/title.js';
import { titleTextBlock } from '../title-text/title-text.js';
import { defineLazyBlock, type BlockDefinition } from './define-block.js';
import type {
  AlternatingListData,
  CardDescriptionListData,
  CrossSellData,
  EditorialData,
  EventCardSliderData,
  GalleryData,
  HighlightedTicketsData,
  HospitalitiesData,
  IframeData,
  IntroShopData,
  NewsFullData,
  NewsSectionData,
  PartnersData,
  ProgramData,
  ProgramFullData,
  SharedContentData,
  SocialWallData,
  StrateTicketingPushesData,
  TicketPageData,
  TicketsComparatorData,
  TicketsGridWithFiltersData,
  TicketsMenuData,
  YoutubeData,
} from '@paddock/api-clients/blocks';
import styles from './blocks.module.css';
import type { CategoryLinksData } from '@paddock/api-clients/blocks';
import type { EventListData } from '@paddock/api-clients/blocks';
import type { FormData } from '@paddock/api-clients/blocks';
import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import type { HoverCardsData } from '@paddock/api-clients/blocks';
import type { MediaIntroData } from '@paddock/api-clients/blocks';
import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import type { TicketPerksData } from '@paddock/api-clients/blocks';
import type { TicketingSummaryData } from '@paddock/api-clients/blocks';
import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import type { GovernanceData } from '@paddock/api-clients/blocks';
import type { FiguresTextPushData } from '@paddock/api-clients/blocks';
import type { BasicCardGridData } from '@paddock/api-clients/blocks';
import type { ModalGridData } from '@paddock/api-clients/blocks';
import type { SplashTextData } from '@paddock/api-clients/blocks';
import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import type { LemansCategoryData } from '@paddock/api-clients/blocks';
import type { RssFeedListData } from '@paddock/api-clients/blocks';
import type { DriversData } from '@paddock/api-clients/blocks';
import type { LiveMotoData } from '@paddock/api-clients/blocks';
import type { LiveAutoData } from '@paddock/api-clients/blocks';
import type { MosaicBlocksData } from '@paddock/api-clients/blocks';
import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import type { EventLocatorData } from '@paddock/api-clients/blocks';
import type { ServicesData } from '@paddock/api-clients/blocks';
import type { SeminarMapData } from '@paddock/api-clients/blocks';
import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import type { EntityPresentationSheetData } from '@paddock/api-clients/blocks';
import type { DelegationsTerritorialesData } from '@paddock/api-clients/blocks';
import type { ImageTextGridData } from '@paddock/api-clients/blocks';
import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import type { SeaProjectsData } from '@paddock/api-clients/blocks';
import type { TrophyListData } from '@paddock/api-clients/blocks';
import type { AnimationData } from '@paddock/api-clients/blocks';
import type { PushEditoData } from '@paddock/api-clients/blocks';

/** The block types a page can show, by type; a page skips a type that is not here. */
export type BlockRegistry = Readonly<Partial<Record<BlockType, BlockDefinition>>>;

export const blockRegistry: BlockRegistry = {
  PUSH_EDITO: defineLazyBlock<PushEditoData>(() =>
    import('../push-edito/push-edito.js').then(({ PushEdito }) => ({ default: PushEdito })),
  ),
  animation: defineLazyBlock<AnimationData>(() =>
    import('../animation/animation.js').then(({ Animation }) => ({ default: Animation })),
  ),
  'trophy-list': defineLazyBlock<TrophyListData>(() =>
    import('../trophy-list/trophy-list.js').then(({ TrophyList }) => ({ default: TrophyList })),
  ),
  'sea-projects': defineLazyBlock<SeaProjectsData>(() =>
    import('../sea-projects/sea-projects.js').then(({ SeaProjects }) => ({ default: SeaProjects })),
  ),
  'sea-presentation': defineLazyBlock<SeaPresentationData>(() =>
    import('../sea-presentation/sea-presentation.js').then(({ SeaPresentation }) => ({
      default: SeaPresentation,
    })),
  ),
  'centered-title-text': defineLazyBlock<CenteredTitleTextData>(() =>
    import('../centered-title-text/centered-title-text.js').then(({ CenteredTitleText }) => ({
      default: CenteredTitleText,
    })),
  ),
  'sea-palmares': defineLazyBlock<SeaPalmaresData>(() =>
    import('../sea-palmares/sea-palmares.js').then(({ SeaPalmares }) => ({ default: SeaPalmares })),
  ),
  'image-text-grid': defineLazyBlock<ImageTextGridData>(() =>
    import('../image-text-grid/image-text-grid.js').then(({ ImageTextGrid }) => ({
      default: ImageTextGrid,
    })),
  ),
  'delegations-territoriales': defineLazyBlock<DelegationsTerritorialesData>(() =>
    import('../delegations-territoriales/delegations-territoriales.js').then(
      ({ DelegationsTerritoriales }) => ({ default: DelegationsTerritoriales }),
    ),
  ),
  'entity-presentation-sheet': defineLazyBlock<EntityPresentationSheetData>(() =>
    import('../entity-presentation-sheet/entity-presentation-sheet.js').then(
      ({ EntityPresentationSheet }) => ({ default: EntityPresentationSheet }),
    ),
  ),
  'seminar-activity-filter': defineLazyBlock<SeminarActivityFilterData>(() =>
    import('../seminar-activity-filter/seminar-activity-filter.js').then(
      ({ SeminarActivityFilter }) => ({ default: SeminarActivityFilter }),
    ),
  ),
  'seminar-configurator': defineLazyBlock<SeminarConfiguratorData>(() =>
    import('../seminar-configurator/seminar-configurator.js').then(({ SeminarConfigurator }) => ({
      default: SeminarConfigurator,
    })),
  ),
  'seminar-map': defineLazyBlock<SeminarMapData>(() =>
    import('../seminar-map/seminar-map.js').then(({ SeminarMap }) => ({ default: SeminarMap })),
  ),
  services: defineLazyBlock<ServicesData>(() =>
    import('../services/services.js').then(({ Services }) => ({ default: Services })),
  ),
  'event-locator': defineLazyBlock<EventLocatorData>(() =>
    import('../event-locator/event-locator.js').then(({ EventLocator }) => ({
      default: EventLocator,
    })),
  ),
  'experience-app-push': defineLazyBlock<ExperienceAppPushData>(() =>
    import('../experience-app-push/experience-app-push.js').then(({ ExperienceAppPush }) => ({
      default: ExperienceAppPush,
    })),
  ),
  'mosaic-blocks': defineLazyBlock<MosaicBlocksData>(() =>
    import('../mosaic-blocks/mosaic-blocks.js').then(({ MosaicBlocks }) => ({
      default: MosaicBlocks,
    })),
  ),
  'live-auto': defineLazyBlock<LiveAutoData>(() =>
    import('../live-auto/live-auto.js').then(({ LiveAuto }) => ({ default: LiveAuto })),
  ),
  'live-moto': defineLazyBlock<LiveMotoData>(() =>
    import('../live-moto/live-moto.js').then(({ LiveMoto }) => ({ default: LiveMoto })),
  ),
  drivers: defineLazyBlock<DriversData>(() =>
    import('../drivers/drivers.js').then(({ Drivers }) => ({ default: Drivers })),
  ),
  'rss-feed-list': defineLazyBlock<RssFeedListData>(() =>
    import('../rss-feed-list/rss-feed-list.js').then(({ RssFeedList }) => ({
      default: RssFeedList,
    })),
  ),
  'lemans-category': defineLazyBlock<LemansCategoryData>(() =>
    import('../lemans-category/lemans-category.js').then(({ LemansCategory }) => ({
      default: LemansCategory,
    })),
  ),
  'legacy-hospitality-list': defineLazyBlock<LegacyHospitalityListData>(() =>
    import('../legacy-hospitality-list/legacy-hospitality-list.js').then(
      ({ LegacyHospitalityList }) => ({ default: LegacyHospitalityList }),
    ),
  ),
  'splash-text': defineLazyBlock<SplashTextData>(() =>
    import('../splash-text/splash-text.js').then(({ SplashText }) => ({ default: SplashText })),
  ),
  'modal-grid': defineLazyBlock<ModalGridData>(() =>
    import('../modal-grid/modal-grid.js').then(({ ModalGrid }) => ({ default: ModalGrid })),
  ),
  'basic-card-grid': defineLazyBlock<BasicCardGridData>(() =>
    import('../basic-card-grid/basic-card-grid.js').then(({ BasicCardGrid }) => ({
      default: BasicCardGrid,
    })),
  ),
  'figures-text-push': defineLazyBlock<FiguresTextPushData>(() =>
    import('../figures-text-push/figures-text-push.js').then(({ FiguresTextPush }) => ({
      default: FiguresTextPush,
    })),
  ),
  governance: defineLazyBlock<GovernanceData>(() =>
    import('../governance/governance.js').then(({ Governance }) => ({ default: Governance })),
  ),
  'key-figures': defineLazyBlock<KeyFiguresData>(() =>
    import('../key-figures/key-figures.js').then(({ KeyFigures }) => ({ default: KeyFigures })),
  ),
  'ticketing-summary': defineLazyBlock<TicketingSummaryData>(() =>
    import('../ticketing-summary/ticketing-summary.js').then(({ TicketingSummary }) => ({
      default: TicketingSummary,
    })),
  ),
  'ticket-perks': defineLazyBlock<TicketPerksData>(() =>
    import('../ticket-perks/ticket-perks.js').then(({ TicketPerks }) => ({ default: TicketPerks })),
  ),
  'title-text-push': defineLazyBlock<TitleTextPushData>(() =>
    import('../title-text-push/title-text-push.js').then(({ TitleTextPush }) => ({
      default: TitleTextPush,
    })),
  ),
  'mixed-contributor-block': defineLazyBlock<MixedContributorBlockData>(() =>
    import('../mixed-contributor-block/mixed-contributor-block.js').then(
      ({ MixedContributorBlock }) => ({ default: MixedContributorBlock }),
    ),
  ),
  'menu-tickets': defineLazyBlock<MenuTicketsData>(() =>
    import('../menu-tickets/menu-tickets.js').then(({ MenuTickets }) => ({ default: MenuTickets })),
  ),
  'media-intro': defineLazyBlock<MediaIntroData>(() =>
    import('../media-intro/media-intro.js').then(({ MediaIntro }) => ({ default: MediaIntro })),
  ),
  'hover-cards': defineLazyBlock<HoverCardsData>(() =>
    import('../hover-cards/hover-cards.js').then(({ HoverCards }) => ({ default: HoverCards })),
  ),
  'hospitality-category': defineLazyBlock<HospitalityCategoryData>(() =>
    import('../hospitality-category/hospitality-category.js').then(({ HospitalityCategory }) => ({
      default: HospitalityCategory,
    })),
  ),
  form: defineLazyBlock<FormData>(() =>
    import('../form/form.js').then(({ Form }) => ({ default: Form })),
  ),
  'event-list': defineLazyBlock<EventListData>(() =>
    import('../event-list/event-list.js').then(({ EventList }) => ({ default: EventList })),
  ),
  'category-links': defineLazyBlock<CategoryLinksData>(() =>
    import('../category-links/category-links.js').then(({ CategoryLinks }) => ({
      default: CategoryLinks,
    })),
  ),
  // Most types' code loads with the first page that has one (the
  // server preloads it and renders it in the first HTML): a page ships only the code of its blocks.
  'rich-text': richTextBlock,
  title: titleBlock,
  'title-text': titleTextBlock,
  'ticket-page': defineLazyBlock<TicketPageData>(() =>
    import('../ticket-page/ticket-page.js').then(({ TicketPage }) => ({ default: TicketPage })),
  ),
  'highlighted-tickets': defineLazyBlock<HighlightedTicketsData>(() =>
    import('../highlighted-tickets/highlighted-tickets.js').then(({ HighlightedTickets }) => ({
      default: HighlightedTickets,
    })),
  ),
  'tickets-grid-with-filters': defineLazyBlock<TicketsGridWithFiltersData>(() =>
    import('../tickets-grid-with-filters/tickets-grid-with-filters.js').then(
      ({ TicketsGridWithFilters }) => ({ default: TicketsGridWithFilters }),
    ),
  ),
  'intro-shop': defineLazyBlock<IntroShopData>(() =>
    import('../intro-shop/intro-shop.js').then(({ IntroShop }) => ({ default: IntroShop })),
  ),
  'tickets-menu': defineLazyBlock<TicketsMenuData>(() =>
    import('../tickets-menu/tickets-menu.js').then(({ TicketsMenu }) => ({ default: TicketsMenu })),
  ),
  'strate-ticketing-pushes': defineLazyBlock<StrateTicketingPushesData>(() =>
    import('../strate-ticketing-pushes/strate-ticketing-pushes.js').then(
      ({ StrateTicketingPushes }) => ({ default: StrateTicketingPushes }),
    ),
  ),
  'tickets-comparator': defineLazyBlock<TicketsComparatorData>(() =>
    import('../tickets-comparator/tickets-comparator.js').then(({ TicketsComparator }) => ({
      default: TicketsComparator,
    })),
  ),
  program: defineLazyBlock<ProgramData>(() =>
    import('../program/program.js').then(({ Program }) => ({ default: Program })),
  ),
  'program-full': defineLazyBlock<ProgramFullData>(() =>
    import('../program-full/program-full.js').then(({ ProgramFull }) => ({ default: ProgramFull })),
  ),
  hospitalities: defineLazyBlock<HospitalitiesData>(() =>
    import('../hospitalities/hospitalities.js').then(({ Hospitalities }) => ({
      default: Hospitalities,
    })),
  ),
  'cross-sell': defineLazyBlock<CrossSellData>(() =>
    import('../cross-sell/cross-sell.js').then(({ CrossSell }) => ({ default: CrossSell })),
  ),
  youtube: defineLazyBlock<YoutubeData>(() =>
    import('../youtube/youtube.js').then(({ Youtube }) => ({ default: Youtube })),
  ),
  iframe: defineLazyBlock<IframeData>(() =>
    import('../iframe/iframe.js').then(({ Iframe }) => ({ default: Iframe })),
  ),
  gallery: defineLazyBlock<GalleryData>(() =>
    import('../gallery/gallery.js').then(({ Gallery }) => ({ default: Gallery })),
  ),
  'social-wall': defineLazyBlock<SocialWallData>(() =>
    import('../social-wall/social-wall.js').then(({ SocialWall }) => ({ default: SocialWall })),
  ),
  'shared-content': defineLazyBlock<SharedContentData>(() =>
    import('../shared-content/shared-content.js').then(({ SharedContent }) => ({
      default: SharedContent,
    })),
  ),
  'event-card-slider': defineLazyBlock<EventCardSliderData>(() =>
    import('../event-card-slider/event-card-slider.js').then(({ EventCardSlider }) => ({
      default: EventCardSlider,
    })),
  ),
  partners: defineLazyBlock<PartnersData>(() =>
    import('../partners/partners.js').then(({ Partners }) => ({ default: Partners })),
  ),
  'news-section': defineLazyBlock<NewsSectionData>(() =>
    import('../news-section/news-section.js').then(({ NewsSection }) => ({ default: NewsSection })),
  ),
  'news-full': defineLazyBlock<NewsFullData>(() =>
    import('../news-full/news-full.js').then(({ NewsFull }) => ({ default: NewsFull })),
  ),
  editorial: defineLazyBlock<EditorialData>(() =>
    import('../editorial/editorial.js').then(({ Editorial }) => ({ default: Editorial })),
  ),
  'card-description-list': defineLazyBlock<CardDescriptionListData>(() =>
    import('../card-description-list/card-description-list.js').then(({ CardDescriptionList }) => ({
      default: CardDescriptionList,
    })),
  ),
  'alternating-list': defineLazyBlock<AlternatingListData>(() =>
    import('../alternating-list/alternating-list.js').then(({ AlternatingList }) => ({
      default: AlternatingList,
    })),
  ),
};

/** Loads the code of the lazy block types `blocks` use: the server awaits it before rendering. */
export async function preloadBlocks(
  blocks: readonly Block[],
  registry: BlockRegistry = blockRegistry,
): Promise<void> {
  const types = new Set(blocks.map((block) => block.type));
  await Promise.all(
    [...types].map((type) =>
      Object.hasOwn(registry, type) ? registry[type]?.preload?.() : undefined,
    ),
  );
}

const warnedTypes = new Set<string>();

/** In development, says once per type that a page holds a block type this registry cannot show. */
function warnUnknownType(type: string): void {
  // The site builds this lib from source, so its development server and builds set DEV.
  if (!import.meta.env.DEV || warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Block type '${type}' is not in the registry: its blocks are skipped.`);
}

/** The frame's classes: its style (primary by default) and its tone (the page's by default). */
function frameClassName({ style = 'primary', tone }: Block): string {
  return [styles.block, styles[style], tone ? styles[tone] : ''].filter(Boolean).join(' ');
}

/**
 * The blocks of a page, in order, each in a frame that wears its style and tone. Unknown types and
 * blocks whose data is not valid render nothing.
 */
export function renderBlocks(
  blocks: readonly Block[],
  registry: BlockRegistry = blockRegistry,
): ReactElement[] {
  const rendered: ReactElement[] = [];
  for (const block of blocks) {
    // Own keys only: a type from the CMS is data, not a way into Object.prototype.
    const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
    if (!definition) warnUnknownType(block.type);
    const content = definition?.render(block);
    if (content) {
      rendered.push(
        <div
          key={block.id}
          id={block.anchor}
          className={frameClassName(block)}
          data-block-type={block.type}
        >
          <div className={styles.inner}>{content}</div>
        </div>,
      );
    }
  }
  return rendered;
}

export interface BlocksProps {
  blocks: readonly Block[];
  /** The known block types; `blockRegistry` unless a page needs another set. */
  registry?: BlockRegistry;
}

/** `<Blocks blocks={page.blocks} />`: a page's content, already sanitized on the server. */
export function Blocks({ blocks, registry }: BlocksProps) {
  return <>{renderBlocks(blocks, registry)}</>;
}
