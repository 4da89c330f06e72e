import type { Block, BlockType } from '@paddock/api-clients/contracts';
import type { ReactElement } from 'react';
import { richTextBlock } from '../rich-text/rich-text.js';
import { titleBlock } from '../title/title.js';
import { titleTextBlock } from '../title-text/title-text.js';
import { defineLazyBlock, type BlockDefinition } from './define-block.js';
import type { HighlightedTicketsData } from '../highlighted-tickets/highlighted-tickets.data.js';
import type { TicketPageData } from '../ticket-page/ticket-page.data.js';
import type { TicketsGridWithFiltersData } from '../tickets-grid-with-filters/tickets-grid-with-filters.data.js';
import type { IntroShopData } from '../intro-shop/intro-shop.data.js';
import type { TicketsMenuData } from '../tickets-menu/tickets-menu.data.js';
import type { StrateTicketingPushesData } from '../strate-ticketing-pushes/strate-ticketing-pushes.data.js';
import type { TicketsComparatorData } from '../tickets-comparator/tickets-comparator.data.js';
import type { ProgramData } from '../program/program.data.js';
import type { ProgramFullData } from '../program-full/program-full.data.js';
import type { HospitalitiesData } from '../hospitalities/hospitalities.data.js';
import type { CrossSellData } from '../cross-sell/cross-sell.data.js';
import type { YoutubeData } from '../youtube/youtube.data.js';
import type { IframeData } from '../iframe/iframe.data.js';
import type { GalleryData } from '../gallery/gallery.data.js';
import type { SocialWallData } from '../social-wall/social-wall.data.js';
import type { SharedContentData } from '../shared-content/shared-content.data.js';
import type { EventCardSliderData } from '../event-card-slider/event-card-slider.data.js';
import type { PartnersData } from '../partners/partners.data.js';
import type { NewsSectionData } from '../news-section/news-section.data.js';
import type { NewsFullData } from '../news-full/news-full.data.js';
import type { EditorialData } from '../editorial/editorial.data.js';
import type { CardDescriptionListData } from '../card-description-list/card-description-list.data.js';
import type { AlternatingListData } from '../alternating-list/alternating-list.data.js';
import styles from './blocks.module.css';

/** The block types a page can show, by type; the others are skipped until they are written. */
export type BlockRegistry = Readonly<Partial<Record<BlockType, BlockDefinition>>>;

export const blockRegistry: BlockRegistry = {
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
