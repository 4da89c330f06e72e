import type { Block, BlockType } from '@paddock/api-clients/contracts';
import type { ReactElement } from 'react';
import { richTextBlock } from '../rich-text/rich-text.js';
import { titleBlock } from '../title/title.js';
import { titleTextBlock } from '../title-text/title-text.js';
import { IntroShop } from '../intro-shop/intro-shop.js';
import { TicketsMenu } from '../tickets-menu/tickets-menu.js';
import { StrateTicketingPushes } from '../strate-ticketing-pushes/strate-ticketing-pushes.js';
import { TicketsComparator } from '../tickets-comparator/tickets-comparator.js';
import { Program } from '../program/program.js';
import { ProgramFull } from '../program-full/program-full.js';
import { Youtube } from '../youtube/youtube.js';
import { Iframe } from '../iframe/iframe.js';
import { Gallery } from '../gallery/gallery.js';
import { SocialWall } from '../social-wall/social-wall.js';
import { SharedContent } from '../shared-content/shared-content.js';
import { EventCardSlider } from '../event-card-slider/event-card-slider.js';
import { Partners } from '../partners/partners.js';
import { NewsSection } from '../news-section/news-section.js';
import { NewsFull } from '../news-full/news-full.js';
import { Editorial } from '../editorial/editorial.js';
import { CardDescriptionList } from '../card-description-list/card-description-list.js';
import { AlternatingList } from '../alternating-list/alternating-list.js';
import { defineBlock, defineLazyBlock, type BlockDefinition } from './define-block.js';
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
  'rich-text': richTextBlock,
  title: titleBlock,
  'title-text': titleTextBlock,
  // The shop's blocks bring the ticketing and cart code: loaded with the first page that has one.
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
  'intro-shop': defineBlock<IntroShopData>(IntroShop),
  'tickets-menu': defineBlock<TicketsMenuData>(TicketsMenu),
  'strate-ticketing-pushes': defineBlock<StrateTicketingPushesData>(StrateTicketingPushes),
  'tickets-comparator': defineBlock<TicketsComparatorData>(TicketsComparator),
  program: defineBlock<ProgramData>(Program),
  'program-full': defineBlock<ProgramFullData>(ProgramFull),
  hospitalities: defineLazyBlock<HospitalitiesData>(() =>
    import('../hospitalities/hospitalities.js').then(({ Hospitalities }) => ({
      default: Hospitalities,
    })),
  ),
  'cross-sell': defineLazyBlock<CrossSellData>(() =>
    import('../cross-sell/cross-sell.js').then(({ CrossSell }) => ({ default: CrossSell })),
  ),
  youtube: defineBlock<YoutubeData>(Youtube),
  iframe: defineBlock<IframeData>(Iframe),
  gallery: defineBlock<GalleryData>(Gallery),
  'social-wall': defineBlock<SocialWallData>(SocialWall),
  'shared-content': defineBlock<SharedContentData>(SharedContent),
  'event-card-slider': defineBlock<EventCardSliderData>(EventCardSlider),
  partners: defineBlock<PartnersData>(Partners),
  'news-section': defineBlock<NewsSectionData>(NewsSection),
  'news-full': defineBlock<NewsFullData>(NewsFull),
  editorial: defineBlock<EditorialData>(Editorial),
  'card-description-list': defineBlock<CardDescriptionListData>(CardDescriptionList),
  'alternating-list': defineBlock<AlternatingListData>(AlternatingList),
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
