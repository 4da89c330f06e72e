import type { Block, PartnerCategory, Ticket, TicketPackage } from '@paddock/api-clients/contracts';
import { blockSchemas } from '@paddock/api-clients/blocks';
import * as z from 'zod/mini';
import { sanitizeBlocks } from './sanitize.js';
import { attachPackages, attachPartners, attachTickets } from './tickets.js';

export interface PrepareOptions {
  /** The event's ticket catalogue, for the blocks that sell tickets (see `ticketIdsOf`). */
  tickets?: readonly Ticket[] | undefined;
  /** The event's packages, for the cross-sell blocks (see `packageIdsOf`). */
  packages?: readonly TicketPackage[] | undefined;
  /** The site's partner categories, for the partners blocks. */
  partnerCategories?: readonly PartnerCategory[] | undefined;
}

/** The blocks prepared from a page's blocks, and the catalogue they were given. */
interface Prepared {
  options: PrepareOptions;
  blocks: readonly Block[];
}

/**
 * Prepared blocks by the blocks they come from: the site's content cache hands every request the same
 * page (the same array) until it refreshes it, so a page is sanitized and validated once per answer of
 * the content service rather than once per request, with the same catalogue (the same arrays too). A
 * draft's blocks, fetched for one request, go with it. What goes out is frozen (the list and each
 * block): requests share it.
 */
const preparedBlocks = new WeakMap<readonly Block[], Prepared>();

const sameCatalogue = (a: PrepareOptions, b: PrepareOptions) =>
  a.tickets === b.tickets &&
  a.packages === b.packages &&
  a.partnerCategories === b.partnerCategories;

/**
 * What the site server does to a page's blocks before rendering them: sanitize their HTML, and drop
 * (with a warning naming it) a block whose data does not match its type's schema, so one bad block in
 * the CMS never breaks a page. Types without a schema yet pass as they are (the registry skips them).
 * Ticket blocks then get their tickets from `options.tickets`. The same blocks with the same
 * catalogue give the same (frozen) result, prepared once.
 */
export function prepareBlocks(
  blocks: readonly Block[],
  options: PrepareOptions = {},
): readonly Block[] {
  const kept = preparedBlocks.get(blocks);
  if (kept && sameCatalogue(kept.options, options)) return kept.blocks;
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
  const prepared = Object.freeze(
    attachPartners(withCatalogue, options.partnerCategories ?? []).map((block) =>
      Object.freeze(block),
    ),
  );
  preparedBlocks.set(blocks, { options: { ...options }, blocks: prepared });
  return prepared;
}
