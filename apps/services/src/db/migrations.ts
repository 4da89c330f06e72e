/**
 * The schema, as numbered migrations applied once each, in order, on PGlite and PostgreSQL alike.
 * Content is kept as validated JSON documents; what changes under load (stock, seats, carts, tokens)
 * has columns of its own so that holds are single atomic updates.
 */
import type { Database } from './database';

export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'content, catalogue, accounts and carts',
    sql: `
      create table sites (identifier text primary key, position int not null, doc jsonb not null);
      -- menus, footers, social networks, partner categories, alerts, wording lists
      create table documents (
        kind text not null, site text not null, locale text not null, key text not null, doc jsonb not null,
        position int not null default 0,
        primary key (kind, site, locale, key)
      );
      create table pages (
        site text not null, locale text not null, identifier text not null,
        published jsonb not null, draft jsonb,
        primary key (site, locale, identifier)
      );
      create table tickets (secutix_id text primary key, event_code text not null, position int not null, doc jsonb not null);
      create table prices (
        id text primary key, ticket_secutix_id text not null references tickets on delete cascade,
        seat_cat_secutix_id text not null, doc jsonb not null
      );
      -- What can be sold per ticket and seat category (shared by its audiences), and what carts hold.
      create table stock (
        ticket_secutix_id text not null, seat_cat_secutix_id text not null,
        capacity int not null check (capacity >= 0), held int not null default 0 check (held >= 0 and held <= capacity),
        primary key (ticket_secutix_id, seat_cat_secutix_id)
      );
      create table packages (
        secutix_id text primary key, event_code text not null, position int not null, doc jsonb not null,
        capacity int not null check (capacity >= 0), held int not null default 0 check (held >= 0 and held <= capacity)
      );
      create table ticket_infos (secutix_id text primary key, doc jsonb not null);
      create table stand_categories (ticket_secutix_id text primary key, doc jsonb not null);
      create table seats (
        id text primary key, ticket_secutix_id text not null, block_id text not null, category_code text not null,
        sold boolean not null default false, held_by uuid
      );
      create table cross_sells (
        id text not null, ticket_secutix_id text, package_secutix_id text, position int not null, doc jsonb not null
      );
      create table accounts (
        email text primary key, password_hash text not null, profile jsonb not null, bouquets jsonb not null
      );
      create table tokens (
        token text primary key, email text not null references accounts on delete cascade,
        issued_at timestamptz not null, expires_at timestamptz not null
      );
      create table carts (
        uuid uuid primary key, buyer jsonb not null, validity timestamptz not null, with_shop_url boolean not null,
        created_at timestamptz not null
      );
      create table cart_items (
        id text primary key, cart_uuid uuid not null references carts on delete cascade, group_id text not null,
        position serial, ticket_secutix_id text not null, price_id text not null, seat_cat_secutix_id text not null,
        quantity int not null check (quantity > 0), seat_ids text[] not null default '{}'
      );
      create table orders (uuid uuid primary key, cart jsonb not null, confirmed_at timestamptz not null);
    `,
  },
  {
    version: 2,
    name: 'form submissions',
    sql: `
      -- What the site's forms sent (contact, quotes, seminar requests): the answers as they were checked.
      create table form_submissions (
        reference text primary key, form_identifier text not null, locale text not null,
        answers jsonb not null, page text, submitted_at timestamptz not null
      );
      create index form_submissions_by_form on form_submissions (form_identifier, submitted_at);
    `,
  },
  {
    version: 3,
    name: 'carts bound to an account, swept when they expire',
    sql: `
      -- The account a cart belongs to once a member's bearer bought in it (member buyer, member price).
      alter table carts add column account_email text;
      -- The sweeper finds expired carts, and a cart's release its items and seats, without a full scan.
      create index carts_by_validity on carts (validity);
      create index cart_items_by_cart on cart_items (cart_uuid);
      create index seats_by_holder on seats (held_by) where held_by is not null;
    `,
  },
  {
    version: 4,
    name: 'tokens kept hashed, sessions with a start',
    sql: `
      -- A token is kept as the hex SHA-256 of its text only (the bearer presents the text, the service
      -- hashes it to look it up); tokens issued before keep working. A session's start is kept across
      -- refreshes so that it has an absolute lifetime; for tokens issued before, their issue.
      alter table tokens add column token_hash text;
      update tokens set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
      alter table tokens drop column token;
      alter table tokens alter column token_hash set not null;
      alter table tokens add primary key (token_hash);
      alter table tokens add column session_started_at timestamptz;
      update tokens set session_started_at = issued_at;
      alter table tokens alter column session_started_at set not null;
    `,
  },
  {
    version: 5,
    name: 'orders of the informations page',
    sql: `
      -- An order's reference (what the buyer quotes), the buyer's details and the account it belongs to.
      alter table orders add column reference text unique;
      alter table orders add column buyer jsonb;
      alter table orders add column account_email text;
    `,
  },
];

export async function migrate(db: Database): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    done.push(migration.version);
  }
  return done;
}

/** Drops everything the migrations made (the reset command), leaving an empty database. */
export async function dropAll(db: Database): Promise<void> {
  await db.exec(`
    drop table if exists form_submissions, orders, cart_items, carts, tokens, accounts, cross_sells, seats, stand_categories,
      ticket_infos, packages, stock, prices, tickets, pages, documents, sites, schema_migrations cascade;
  `);
}

function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
