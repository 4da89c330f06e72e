/** Fills an empty, migrated database with the seed (on first start, and by the reset command). */
import { liveDocuments } from '../seed/live';
import type { Seed } from '../seed/types';
import type { Database, Queryable } from './database';

export interface LoadSeedOptions {
  /** Demo accounts exist for development and tests only, never in production. */
  withDemoAccounts: boolean;
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from sites');
  return (row?.count ?? 0) === 0;
}

export async function loadSeed(db: Database, seed: Seed, options: LoadSeedOptions): Promise<void> {
  const accounts = options.withDemoAccounts ? seed.demoAccounts : [];
  await db.transaction(async (tx) => {
    for (const [position, site] of seed.sites.entries()) {
      await tx.query('insert into sites (identifier, position, doc) values ($1, $2, $3)', [
        site.identifier,
        position,
        JSON.stringify(site),
      ]);
    }
    const document = (
      kind: string,
      site: string,
      locale: string,
      key: string,
      doc: unknown,
      position = 0,
    ) =>
      tx.query(
        'insert into documents (kind, site, locale, key, doc, position) values ($1, $2, $3, $4, $5, $6)',
        [kind, site, locale, key, JSON.stringify(doc), position],
      );
    for (const { site, locale, menu } of seed.menus)
      await document('menu', site, locale, menu.identifier, menu);
    for (const { site, locale, footer } of seed.footers)
      await document('footer', site, locale, 'footer', footer);
    for (const { site, locale, networks } of seed.socialNetworks)
      await document('social', site, locale, 'social', networks);
    for (const { site, locale, categories } of seed.partnerCategories) {
      await document('partners', site, locale, 'partners', categories);
    }
    for (const [position, { site, locale, alert }] of seed.alerts.entries()) {
      await document('alert', site, locale, alert.uuid, alert, position);
    }
    for (const { locale, list } of seed.wordingLists)
      await document('wording', '*', locale, list.identifier, list);
    for (const row of liveDocuments(seed.live))
      await document(row.kind, row.site, row.locale, row.key, row.doc);
    for (const { page, draft } of seed.pages) {
      await tx.query(
        'insert into pages (site, locale, identifier, published, draft) values ($1, $2, $3, $4, $5)',
        [
          page.site,
          page.locale,
          page.identifier,
          JSON.stringify(page),
          draft ? JSON.stringify(draft) : null,
        ],
      );
    }
    for (const [position, article] of seed.newsArticles.entries()) {
      await document('news', article.site, article.locale, article.identifier, article, position);
    }
    await loadCatalogue(tx, seed);
    for (const account of accounts) {
      const { email, password: _password, passwordHash, bouquets, ...profile } = account;
      await tx.query(
        'insert into accounts (email, password_hash, profile, bouquets) values ($1, $2, $3, $4)',
        [
          email.toLowerCase(),
          passwordHash,
          JSON.stringify({ ...profile, email }),
          JSON.stringify(bouquets),
        ],
      );
    }
  });
}

async function loadCatalogue(tx: Queryable, seed: Seed): Promise<void> {
  for (const [position, ticket] of seed.tickets.entries()) {
    await tx.query(
      'insert into tickets (secutix_id, event_code, position, doc) values ($1, $2, $3, $4)',
      [ticket.secutixId, ticket.eventCode, position, JSON.stringify(ticket)],
    );
    for (const price of ticket.prices) {
      await tx.query(
        'insert into prices (id, ticket_secutix_id, seat_cat_secutix_id, doc) values ($1, $2, $3, $4)',
        [price.id, ticket.secutixId, price.seatCatSecutixId, JSON.stringify(price)],
      );
    }
  }
  for (const info of seed.ticketInfos) {
    await tx.query('insert into ticket_infos (secutix_id, doc) values ($1, $2)', [
      info.productSecutixId,
      JSON.stringify(info),
    ]);
  }
  for (const { ticketSecutixId, categories } of seed.standCategories) {
    await tx.query('insert into stand_categories (ticket_secutix_id, doc) values ($1, $2)', [
      ticketSecutixId,
      JSON.stringify(categories),
    ]);
    for (const category of categories) {
      for (const block of category.blocks) {
        for (const seat of block.seats) {
          await tx.query(
            'insert into seats (id, ticket_secutix_id, block_id, category_code, sold) values ($1, $2, $3, $4, $5)',
            [seat.id, ticketSecutixId, block.id, category.codes[0], !seat.available],
          );
        }
      }
    }
  }
  // Stock per ticket and seat category: what its prices say is left (seated tickets: their free seats).
  for (const ticket of seed.tickets) {
    const capacity = new Map<string, number>();
    for (const price of ticket.prices) {
      capacity.set(
        price.seatCatSecutixId,
        Math.max(capacity.get(price.seatCatSecutixId) ?? 0, price.availability),
      );
    }
    for (const [seatCategory, count] of capacity) {
      await tx.query(
        'insert into stock (ticket_secutix_id, seat_cat_secutix_id, capacity) values ($1, $2, $3)',
        [ticket.secutixId, seatCategory, count],
      );
    }
  }
  for (const [position, pack] of seed.packages.entries()) {
    await tx.query(
      'insert into packages (secutix_id, event_code, position, doc, capacity) values ($1, $2, $3, $4, $5)',
      [pack.secutixId, pack.eventCode, position, JSON.stringify(pack), pack.availability],
    );
  }
  for (const [
    position,
    { ticketSecutixId, packageSecutixId, crossSell },
  ] of seed.crossSells.entries()) {
    await tx.query(
      'insert into cross_sells (id, ticket_secutix_id, package_secutix_id, position, doc) values ($1, $2, $3, $4, $5)',
      [
        crossSell.id,
        ticketSecutixId ?? null,
        packageSecutixId ?? null,
        position,
        JSON.stringify(crossSell),
      ],
    );
  }
}
