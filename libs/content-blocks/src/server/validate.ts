import type { Block, BlockType, Ticket } from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import { highlightedTicketsData } from '../highlighted-tickets/highlighted-tickets.data.js';
import { richTextData } from '../rich-text/rich-text.data.js';
import { ticketPageData } from '../ticket-page/ticket-page.data.js';
import { ticketsGridWithFiltersData } from '../tickets-grid-with-filters/tickets-grid-with-filters.data.js';
import { titleTextData } from '../title-text/title-text.data.js';
import { titleData } from '../title/title.data.js';
import { sanitizeBlocks } from './sanitize.js';
import { attachTickets } from './tickets.js';

/** The schema of each block type's `data`, for the types the registry shows. */
export const blockSchemas: Partial<Record<BlockType, z.ZodMiniType>> = {
  'rich-text': richTextData,
  title: titleData,
  'title-text': titleTextData,
  'ticket-page': ticketPageData,
  'highlighted-tickets': highlightedTicketsData,
  'tickets-grid-with-filters': ticketsGridWithFiltersData,
};

export interface PrepareOptions {
  /** The event's ticket catalogue, for the blocks that sell tickets (see `ticketIdsOf`). */
  tickets?: readonly Ticket[] | undefined;
}

/**
 * What the site server does to a page's blocks before rendering them: sanitize their HTML, and drop
 * (with a warning naming it) a block whose data does not match its type's schema, so one bad block in
 * the CMS never breaks a page. Types without a schema yet pass as they are (the registry skips them).
 * Ticket blocks then get their tickets from `options.tickets`.
 */
export function prepareBlocks(blocks: readonly Block[], options: PrepareOptions = {}): Block[] {
  const valid = sanitizeBlocks(blocks).filter((block) => {
    const schema = Object.hasOwn(blockSchemas, block.type) ? blockSchemas[block.type] : undefined;
    if (!schema) return true;
    const parsed = z.safeParse(schema, block.data);
    if (!parsed.success) {
      console.warn(
        `Block ${block.id} (${block.type}) skipped: its data is not valid.\n${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.success;
  });
  return attachTickets(valid, options.tickets ?? []);
}
