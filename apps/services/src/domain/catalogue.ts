/** The 24-hour race's catalogue, with what is left of each ticket and package right now. */
import type {
  CrossSell,
  StandCategory,
  Ticket,
  TicketAvailabilities,
  TicketInfo,
  TicketPackage,
} from '@paddock/api-clients/contracts';
import type { Queryable } from '../db/database';

interface StockRow {
  ticket: string;
  category: string;
  left: number;
}

async function stockOf(db: Queryable, tickets: string[]): Promise<StockRow[]> {
  return db.query<StockRow>(
    `select ticket_secutix_id as ticket, seat_cat_secutix_id as category, capacity - held as left
       from stock where ticket_secutix_id = any($1::text[])`,
    [tickets],
  );
}

/** Tickets of an event with each price's availability as it stands (shared by a seat category's audiences). */
export async function listTickets(db: Queryable, eventCode: string): Promise<Ticket[]> {
  const rows = await db.query<{ doc: Ticket }>(
    'select doc from tickets where event_code = $1 order by position',
    [eventCode],
  );
  const tickets = rows.map((row) => row.doc);
  const left = new Map(
    (
      await stockOf(
        db,
        tickets.map((ticket) => ticket.secutixId),
      )
    ).map((row) => [`${row.ticket}/${row.category}`, row.left]),
  );
  return tickets.map((ticket) => ({
    ...ticket,
    prices: ticket.prices.map((price) => ({
      ...price,
      availability: left.get(`${ticket.secutixId}/${price.seatCatSecutixId}`) ?? 0,
    })),
  }));
}

export async function listPackages(db: Queryable, eventCode: string): Promise<TicketPackage[]> {
  const rows = await db.query<{ doc: TicketPackage; left: number }>(
    'select doc, capacity - held as left from packages where event_code = $1 order by position',
    [eventCode],
  );
  return rows.map((row) => ({ ...row.doc, availability: row.left }));
}

export async function availabilities(
  db: Queryable,
  ticketIds: string[],
  packageIds: string[],
): Promise<TicketAvailabilities> {
  const tickets = await stockOf(db, ticketIds);
  const packages = await db.query<{ secutixId: string; left: number }>(
    'select secutix_id as "secutixId", capacity - held as left from packages where secutix_id = any($1::text[])',
    [packageIds],
  );
  return {
    tickets: tickets.map((row) => ({
      secutixId: row.ticket,
      seatCategorySecutixId: row.category,
      availability: row.left,
    })),
    packages: packages.map((row) => ({ secutixId: row.secutixId, availability: row.left })),
  };
}

export async function ticketInfo(
  db: Queryable,
  secutixId: string,
): Promise<TicketInfo | undefined> {
  const [row] = await db.query<{ doc: TicketInfo }>(
    'select doc from ticket_infos where secutix_id = $1',
    [secutixId],
  );
  return row?.doc;
}

/** Stand categories of a seated ticket, each seat free only when neither sold nor held by a cart. */
export async function standCategories(
  db: Queryable,
  secutixId: string,
): Promise<StandCategory[] | undefined> {
  const [row] = await db.query<{ doc: StandCategory[] }>(
    'select doc from stand_categories where ticket_secutix_id = $1',
    [secutixId],
  );
  if (!row) return undefined;
  const free = new Set(
    (
      await db.query<{ id: string }>(
        'select id from seats where ticket_secutix_id = $1 and not sold and held_by is null',
        [secutixId],
      )
    ).map((seat) => seat.id),
  );
  return row.doc.map((category) => ({
    ...category,
    blocks: category.blocks.map((block) => ({
      ...block,
      seats: block.seats.map((seat) => ({ id: seat.id, available: free.has(seat.id) })),
    })),
  }));
}

/** Offers of a ticket or package that are on at `now`. */
export async function crossSellsOf(
  db: Queryable,
  of: { ticket?: string[]; package?: string[] },
  now: Date,
): Promise<CrossSell[]> {
  const rows = await db.query<{ doc: CrossSell }>(
    `select doc from cross_sells
      where (ticket_secutix_id = any($1::text[]) or package_secutix_id = any($2::text[]))
      order by position`,
    [of.ticket ?? [], of.package ?? []],
  );
  const seen = new Set<string>();
  return rows
    .map((row) => row.doc)
    .filter((offer) => new Date(offer.start) <= now && now <= new Date(offer.end))
    .filter((offer) => !seen.has(offer.id) && seen.add(offer.id));
}
