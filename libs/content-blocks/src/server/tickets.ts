import type {
  Block,
  BlockType,
  PartnerCategory,
  Ticket,
  TicketPackage,
} from '@paddock/api-clients/contracts';

/** The block types that sell tickets: their `ticketSecutixIds` are resolved on the server. */
export const ticketBlockTypes: ReadonlySet<BlockType> = new Set<BlockType>([
  'ticket-page',
  'highlighted-tickets',
  'tickets-grid-with-filters',
  'hospitalities',
  'tickets-comparator',
  'hospitality-category',
  'lemans-category',
  'ticketing-summary',
]);

function stringIds(ids: unknown): string[] {
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * A block's tickets: its `ticketSecutixIds`, then those of its entries (the categories of a
 * ticketing summary each list theirs), once each, in the editor's order.
 */
function idsOf(block: Block): string[] {
  const entries = Object.values(block.data).flatMap((value) =>
    Array.isArray(value)
      ? value.flatMap((entry: unknown) =>
          typeof entry === 'object' && entry !== null && 'ticketSecutixIds' in entry
            ? stringIds(entry.ticketSecutixIds)
            : [],
        )
      : [],
  );
  return [...new Set([...stringIds(block.data['ticketSecutixIds']), ...entries])];
}

/** The secutix ids of every ticket the page's ticket blocks sell: fetch the catalogue when any. */
export function ticketIdsOf(blocks: readonly Block[]): string[] {
  return [...new Set(blocks.filter((b) => ticketBlockTypes.has(b.type)).flatMap(idsOf))];
}

/**
 * The ticket blocks with `data.tickets`: their tickets from the catalogue, in the editor's order.
 * A ticket missing from the catalogue (or a catalogue that did not answer) is left out.
 */
export function attachTickets(blocks: readonly Block[], catalogue: readonly Ticket[]): Block[] {
  const byId = new Map(catalogue.map((ticket) => [ticket.secutixId, ticket]));
  return blocks.map((block) =>
    ticketBlockTypes.has(block.type)
      ? {
          ...block,
          data: {
            ...block.data,
            tickets: idsOf(block).flatMap((id) => byId.get(id) ?? []),
          },
        }
      : block,
  );
}

function packageIdsOfBlock(block: Block): string[] {
  const ids = block.type === 'cross-sell' ? block.data['packageSecutixIds'] : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The secutix ids of the packages the page's cross-sell blocks offer: fetch them when any. */
export function packageIdsOf(blocks: readonly Block[]): string[] {
  return [...new Set(blocks.flatMap(packageIdsOfBlock))];
}

/** The cross-sell blocks with `data.packages`: their packages from the catalogue, in the editor's order. */
export function attachPackages(
  blocks: readonly Block[],
  catalogue: readonly TicketPackage[],
): Block[] {
  const byId = new Map(catalogue.map((each) => [each.secutixId, each]));
  return blocks.map((block) =>
    block.type === 'cross-sell'
      ? {
          ...block,
          data: {
            ...block.data,
            packages: packageIdsOfBlock(block).flatMap((id) => byId.get(id) ?? []),
          },
        }
      : block,
  );
}

/** Whether the page has a partners block (then the site's partner categories are fetched). */
export function hasPartnersBlock(blocks: readonly Block[]): boolean {
  return blocks.some((block) => block.type === 'partners');
}

/** The partners blocks with `data.categories`: the site's partner categories (they filter themselves). */
export function attachPartners(
  blocks: readonly Block[],
  categories: readonly PartnerCategory[],
): Block[] {
  return blocks.map((block) =>
    block.type === 'partners' ? { ...block, data: { ...block.data, categories } } : block,
  );
}
