import type {
  Block,
  BlockType,
  PartnerCategory,
  Ticket,
  TicketPackage,
} from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import { highlightedTicketsData } from '../highlighted-tickets/highlighted-tickets.data.js';
import { richTextData } from '../rich-text/rich-text.data.js';
import { ticketPageData } from '../ticket-page/ticket-page.data.js';
import { ticketsGridWithFiltersData } from '../tickets-grid-with-filters/tickets-grid-with-filters.data.js';
import { titleTextData } from '../title-text/title-text.data.js';
import { titleData } from '../title/title.data.js';
import { introShopData } from '../intro-shop/intro-shop.data.js';
import { ticketsMenuData } from '../tickets-menu/tickets-menu.data.js';
import { strateTicketingPushesData } from '../strate-ticketing-pushes/strate-ticketing-pushes.data.js';
import { ticketsComparatorData } from '../tickets-comparator/tickets-comparator.data.js';
import { programData } from '../program/program.data.js';
import { programFullData } from '../program-full/program-full.data.js';
import { hospitalitiesData } from '../hospitalities/hospitalities.data.js';
import { crossSellData } from '../cross-sell/cross-sell.data.js';
import { youtubeData } from '../youtube/youtube.data.js';
import { iframeData } from '../iframe/iframe.data.js';
import { galleryData } from '../gallery/gallery.data.js';
import { socialWallData } from '../social-wall/social-wall.data.js';
import { sharedContentData } from '../shared-content/shared-content.data.js';
import { eventCardSliderData } from '../event-card-slider/event-card-slider.data.js';
import { partnersData } from '../partners/partners.data.js';
import { newsSectionData } from '../news-section/news-section.data.js';
import { newsFullData } from '../news-full/news-full.data.js';
import { editorialData } from '../editorial/editorial.data.js';
import { cardDescriptionListData } from '../card-description-list/card-description-list.data.js';
import { alternatingListData } from '../alternating-list/alternating-list.data.js';
import { sanitizeBlocks } from './sanitize.js';
import { attachPackages, attachPartners, attachTickets } from './tickets.js';

/** The schema of each block type's `data`, for the types the registry shows. */
export const blockSchemas: Partial<Record<BlockType, z.ZodMiniType>> = {
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

export interface PrepareOptions {
  /** The event's ticket catalogue, for the blocks that sell tickets (see `ticketIdsOf`). */
  tickets?: readonly Ticket[] | undefined;
  /** The event's packages, for the cross-sell blocks (see `packageIdsOf`). */
  packages?: readonly TicketPackage[] | undefined;
  /** The site's partner categories, for the partners blocks. */
  partnerCategories?: readonly PartnerCategory[] | undefined;
}

/**
 * What the site server does to a page's blocks before rendering them: sanitize their HTML, and drop
 * (with a warning naming it) a block whose data does not match its type's schema, so one bad block in
 * the CMS never breaks a page. Types without a schema yet pass as they are (the registry skips them).
 * Ticket blocks then get their tickets from `options.tickets`.
 */
export function prepareBlocks(blocks: readonly Block[], options: PrepareOptions = {}): Block[] {
  // The parsed data goes on (the schemas' defaults applied), so components get what their types say.
  const valid = sanitizeBlocks(blocks).flatMap((block) => {
    const schema = Object.hasOwn(blockSchemas, block.type) ? blockSchemas[block.type] : undefined;
    if (!schema) return [block];
    const parsed = z.safeParse(schema, block.data);
    if (!parsed.success) {
      console.warn(
        `Block ${block.id} (${block.type}) skipped: its data is not valid.\n${z.prettifyError(parsed.error)}`,
      );
      return [];
    }
    return [{ ...block, data: parsed.data as Block['data'] }];
  });
  const withCatalogue = attachPackages(
    attachTickets(valid, options.tickets ?? []),
    options.packages ?? [],
  );
  return attachPartners(withCatalogue, options.partnerCategories ?? []);
}
