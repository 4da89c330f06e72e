/**
 * Carts: each add holds stock (and seats) until the item is removed, the cart is paid, or it expires.
 *
 * - A cart is valid `ttlSeconds` after its last add, but never past `maxLifetimeSeconds` after its
 *   creation: adding again (a free ticket every few minutes) cannot keep places forever. An expired
 *   cart is released (its seats and stock) by the sweeper, or by the next write, whichever comes first.
 * - What a buyer may have is decided here: a seat only at a price of its own seat category, a member
 *   price (MEME) only for the verified account of a current member, at most `maxQuantity` places a cart.
 * - Locks are always taken in one order: the cart, then seats (sorted by id, in one statement), then
 *   stock rows (sorted by ticket and seat category), so that concurrent adds wait for each other but
 *   never deadlock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Buyer,
  type Cart,
  type CartGroupInput,
  type CrossSell,
  type Order,
  type OrderInput,
  type ProductGroup,
  type Ticket,
  type TicketPrice,
} from '@paddock/api-clients/contracts';
import { buyerOf, isMemberOnly, memberOnlyRefusal } from '@paddock/api-clients/lite';
import type { Database, Queryable } from '../db/database';
import { Refusal } from './refusal';
import { accountOf, isCurrentMember, userOf } from './accounts';
import { crossSellsOf } from './catalogue';

export interface CartPolicy {
  ttlSeconds: number;
  /** From its creation, however often it is added to. */
  maxLifetimeSeconds: number;
  /** Places one cart may hold (its items' quantities added up). */
  maxQuantity: number;
  withShopUrl: boolean;
  /** Where the shop pages live: `{publicUrl}/cart/shop/{uuid}`. */
  publicUrl: string;
}

/** Who calls: the bearer token of the request, if any (the account service's). */
export interface Caller {
  bearer: string | undefined;
}

type Account = NonNullable<Awaited<ReturnType<typeof accountOf>>>;

interface CartRow {
  uuid: string;
  buyer: Buyer;
  validity: Date | string;
  created_at: Date | string;
  with_shop_url: boolean;
  account_email: string | null;
}

interface ItemRow {
  id: string;
  group_id: string;
  ticket_secutix_id: string;
  price_id: string;
  seat_cat_secutix_id: string;
  quantity: number;
  seat_ids: string[];
}

/** One audience of a group, checked against the catalogue: what an add will hold. */
interface Hold {
  ticket: Ticket;
  price: TicketPrice;
  groupId: string;
  quantity: number;
  seats: string[];
}

/** Any uuid PostgreSQL takes (8-4-4-4-12 hex digits), so that nothing else ever reaches a uuid column. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidShape.test(value);

const cartGone = (uuid: string) =>
  new Refusal(
    'notFound',
    'CART_NOT_FOUND',
    isUuid(uuid) ? `Cart ${uuid} does not exist or has expired.` : 'No such cart.',
  );

const memberOnly = (price: TicketPrice) =>
  new Refusal(
    'forbidden',
    'MEMBER_ONLY',
    'This price is for members: log in with a member account.',
    {
      priceId: price.id,
    },
  );

const refused = (code: string, message: string, details?: Record<string, unknown>) =>
  new Refusal('invalid', code, message, details);

/** Stock keys in the one order every transaction locks them in. */
const byStockKey = (a: [string, string], b: [string, string]) =>
  a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1;

/** Moves `held` (and `capacity`, for a sale) of each ticket and seat category, in the lock order. */
async function moveStock(
  db: Queryable,
  quantities: Map<string, { ticket: string; category: string; quantity: number }>,
  sql: string,
): Promise<void> {
  const rows = [...quantities.values()].sort((a, b) =>
    byStockKey([a.ticket, a.category], [b.ticket, b.category]),
  );
  for (const row of rows) await db.query(sql, [row.ticket, row.category, row.quantity]);
}

function quantitiesOf(
  items: Pick<ItemRow, 'ticket_secutix_id' | 'seat_cat_secutix_id' | 'quantity'>[],
) {
  const quantities = new Map<string, { ticket: string; category: string; quantity: number }>();
  for (const item of items) {
    const key = `${item.ticket_secutix_id}\u0000${item.seat_cat_secutix_id}`;
    const entry = quantities.get(key) ?? {
      ticket: item.ticket_secutix_id,
      category: item.seat_cat_secutix_id,
      quantity: 0,
    };
    entry.quantity += item.quantity;
    quantities.set(key, entry);
  }
  return quantities;
}

/**
 * Releases what carts expired at `now` hold, and forgets them: a batch at a time, each in its own
 * transaction. Carts another transaction is writing are skipped (the next sweep gets them). Answers
 * how many carts were released.
 */
export async function sweepExpired(db: Database, now: Date, batch = 100): Promise<number> {
  const at = now.toISOString();
  const [any] = await db.query<{ found: boolean }>(
    'select exists (select 1 from carts where validity <= $1) as found',
    [at],
  );
  if (!any?.found) return 0;
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const expired = (
        await tx.query<{ uuid: string }>(
          `select uuid from carts where validity <= $1 order by uuid limit $2 for update skip locked`,
          [at, batch],
        )
      ).map((row) => row.uuid);
      if (expired.length === 0) return 0;
      const items = await tx.query<ItemRow>(
        'select * from cart_items where cart_uuid = any($1::uuid[])',
        [expired],
      );
      await tx.query('update seats set held_by = null where held_by = any($1::uuid[])', [expired]);
      await moveStock(
        tx,
        quantitiesOf(items),
        `update stock set held = held - $3 where ticket_secutix_id = $1 and seat_cat_secutix_id = $2`,
      );
      await tx.query('delete from carts where uuid = any($1::uuid[])', [expired]);
      return expired.length;
    });
    released += count;
    if (count < batch) return released;
  }
}

async function validCart(db: Queryable, uuid: string, now: Date): Promise<CartRow> {
  if (!isUuid(uuid)) throw cartGone(uuid);
  const [row] = await db.query<CartRow>(
    'select * from carts where uuid = $1 and validity > $2 for update',
    [uuid, now.toISOString()],
  );
  if (!row) throw cartGone(uuid);
  return row;
}

/** A stand item is one seat of a ticket at one price: the same as a group of one. */
function asProductGroup(group: CartGroupInput, ticket: Ticket): ProductGroup {
  if ('productSecutixId' in group) return group;
  return {
    productSecutixId: group.ticket_option_id,
    composedPerformanceSecutixId: ticket.performanceSecutixId,
    productType: ticket.type,
    audiences: [
      {
        id: group.ticket_option_price_id,
        quantity: 1,
        seatCategory: { locations: group.seatIds, price: group.ticket_option_price_id },
      },
    ],
  };
}

/** The tickets the groups name, in one query. */
async function ticketsOf(db: Queryable, groups: CartGroupInput[]): Promise<Map<string, Ticket>> {
  const ids = [...new Set(groups.map(productOf))];
  const rows = await db.query<{ doc: Ticket }>(
    'select doc from tickets where secutix_id = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.doc.secutixId, row.doc]));
}

const productOf = (group: CartGroupInput) =>
  'productSecutixId' in group ? group.productSecutixId : group.ticket_option_id;

/**
 * The ticket and seat category (its secutixId, as prices carry it) of each seat asked for, in one
 * query: a grandstand's stand categories name the seat block codes of each.
 */
async function seatsOf(
  db: Queryable,
  seats: string[],
): Promise<Map<string, { ticket: string; category: string }>> {
  const rows = await db.query<{ id: string; ticket: string; category: string }>(
    `select seats.id, seats.ticket_secutix_id as ticket, category->>'id' as category
       from seats
       join stand_categories on stand_categories.ticket_secutix_id = seats.ticket_secutix_id
       cross join lateral jsonb_array_elements(stand_categories.doc) as category
      where seats.id = any($1::text[]) and category->'codes' ? seats.category_code`,
    [seats],
  );
  return new Map(rows.map(({ id, ticket, category }) => [id, { ticket, category }]));
}

/** A group as SPEC §3 writes it, checked against its ticket (nothing is held yet). */
function holdsOf(input: CartGroupInput, tickets: Map<string, Ticket>): Hold[] {
  const ticket = tickets.get(productOf(input));
  if (!ticket) throw refused('UNKNOWN_PRODUCT', `No ticket ${productOf(input)}.`);
  const group = asProductGroup(input, ticket);
  if (group.productType !== ticket.type) {
    throw refused(
      'PRODUCT_TYPE_MISMATCH',
      `Ticket ${ticket.secutixId} is of type ${ticket.type}, not ${group.productType}.`,
      { productType: ticket.type },
    );
  }
  if (group.composedPerformanceSecutixId !== ticket.performanceSecutixId) {
    throw refused(
      'PERFORMANCE_MISMATCH',
      `Ticket ${ticket.secutixId} is sold for performance ${ticket.performanceSecutixId}.`,
      { performanceSecutixId: ticket.performanceSecutixId },
    );
  }
  const groupId = randomUUID();
  return group.audiences.map((audience) => {
    const price = ticket.prices.find((each) => each.id === audience.id);
    if (!price || price.hidden) {
      throw refused('UNKNOWN_PRICE', `Ticket ${ticket.secutixId} has no price ${audience.id}.`);
    }
    if (audience.seatCategory.price !== price.id) {
      throw refused(
        'PRICE_MISMATCH',
        `The seat category of audience ${price.id} names price ${audience.seatCategory.price}.`,
      );
    }
    const seats = audience.seatCategory.locations;
    if (!ticket.seated && seats.length > 0) {
      throw refused(
        'LOCATIONS_NOT_ALLOWED',
        `${ticket.name} is not sold by seat: a group of it names no locations.`,
      );
    }
    if (ticket.seated && seats.length !== audience.quantity) {
      throw refused('SEATS_REQUIRED', `${ticket.name} is sold by seat: one seat per ticket.`);
    }
    return { ticket, price, groupId, quantity: audience.quantity, seats };
  });
}

/** Every group checked: its ticket, prices and seats (each of its ticket and of the price's category). */
async function holdsOfAll(db: Queryable, groups: CartGroupInput[]): Promise<Hold[]> {
  const tickets = await ticketsOf(db, groups);
  const holds = groups.flatMap((group) => holdsOf(group, tickets));
  const asked = holds.flatMap((hold) => hold.seats);
  if (asked.length === 0) return holds;
  const seen = new Set<string>();
  for (const seat of asked) {
    if (seen.has(seat)) {
      throw refused('DUPLICATE_SEAT', `Seat ${seat} is asked for twice.`, { seatId: seat });
    }
    seen.add(seat);
  }
  const seats = await seatsOf(db, asked);
  for (const { ticket, price, seats: wanted } of holds) {
    for (const seat of wanted) {
      const found = seats.get(seat);
      if (found?.ticket !== ticket.secutixId) {
        throw refused('UNKNOWN_SEAT', `${ticket.name} has no seat ${seat}.`, { seatId: seat });
      }
      if (found.category !== price.seatCatSecutixId) {
        throw refused(
          'SEAT_CATEGORY_MISMATCH',
          `Seat ${seat} is sold at the prices of its own seat category, not at ${price.id}.`,
          { seatId: seat, seatCategory: found.category, priceId: price.id },
        );
      }
    }
  }
  return holds;
}

/**
 * How a refusal names a ticket to a fan: its display name (never the back-office name), in French as
 * `productName` and in every locale it has as `productNames`.
 */
const productNamesOf = (ticket: Ticket) => ({
  productName: ticket.displayName.fr,
  productNames: ticket.displayName,
});

/** The member-only rule, one function with the browser's, asked with the account the token verifies. */
const refusesMemberPrices = (holds: Hold[], account: Account | undefined, now: Date) =>
  memberOnlyRefusal(
    { user: account, isMember: account ? isCurrentMember(account, now) : false },
    holds.map((hold) => hold.price),
  ) !== null;

/**
 * Holds the seats of `holds` in the (locked) cart, in one statement, and records its items, after
 * checking quantities per price and per cart (`fresh`: a cart that holds nothing yet). The stock comes
 * last (`takeStock`).
 */
async function hold(
  db: Queryable,
  cart: string,
  holds: Hold[],
  policy: CartPolicy,
  fresh = false,
): Promise<void> {
  const held = fresh
    ? []
    : await db.query<{ price_id: string; quantity: number }>(
        'select price_id, sum(quantity)::int as quantity from cart_items where cart_uuid = $1 group by 1',
        [cart],
      );
  const perPrice = new Map(held.map((row) => [row.price_id, row.quantity]));
  for (const { ticket, price, quantity } of holds) {
    const total = (perPrice.get(price.id) ?? 0) + quantity;
    if (total > price.maxQty) {
      throw new Refusal(
        'conflict',
        'INVALID_QUANTITY',
        `At most ${price.maxQty} of ${ticket.displayName.fr} per cart.`,
        { max: price.maxQty, ...productNamesOf(ticket) },
      );
    }
    perPrice.set(price.id, total);
  }
  const places = [...perPrice.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (places > policy.maxQuantity) {
    throw new Refusal(
      'conflict',
      'CART_FULL',
      `A cart holds at most ${policy.maxQuantity} places: pay for this one, then start another.`,
      { max: policy.maxQuantity },
    );
  }

  const seats = holds.flatMap((each) => each.seats).sort();
  if (seats.length > 0) {
    // Locked in id order in one statement. A seat another cart holds, or is taking at this very moment
    // (locked by a transaction not yet committed), is taken: no buyer waits in line behind another's
    // seats, so an on-sale rush neither queues nor deadlocks on them.
    const got = await db.query<{ id: string }>(
      `with free as (
         select id from seats where id = any($2::text[]) and not sold and held_by is null
          order by id for update skip locked
       )
       update seats set held_by = $1 from free where seats.id = free.id returning seats.id`,
      [cart, seats],
    );
    if (got.length !== seats.length) {
      const taken = new Set(got.map((row) => row.id));
      const seat = seats.find((each) => !taken.has(each));
      throw new Refusal('conflict', 'SEAT_TAKEN', `Seat ${seat} is no longer free.`, {
        seatId: seat,
      });
    }
  }

  for (const each of holds) {
    await db.query(
      `insert into cart_items (id, cart_uuid, group_id, ticket_secutix_id, price_id, seat_cat_secutix_id, quantity, seat_ids)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        cart,
        each.groupId,
        each.ticket.secutixId,
        each.price.id,
        each.price.seatCatSecutixId,
        each.quantity,
        each.seats,
      ],
    );
  }
}

/**
 * Takes the stock of what `holds` hold, each ticket and seat category in the lock order: the last
 * statement of a write, so that the rows every buyer of a category needs stay locked the shortest time.
 */
async function takeStock(db: Queryable, holds: Hold[]): Promise<void> {
  const wanted = quantitiesOf(
    holds.map((each) => ({
      ticket_secutix_id: each.ticket.secutixId,
      seat_cat_secutix_id: each.price.seatCatSecutixId,
      quantity: each.quantity,
    })),
  );
  const names = new Map(holds.map((each) => [each.ticket.secutixId, productNamesOf(each.ticket)]));
  const keys = [...wanted.values()].sort((a, b) =>
    byStockKey([a.ticket, a.category], [b.ticket, b.category]),
  );
  for (const { ticket, category, quantity } of keys) {
    const taken = await db.query(
      `update stock set held = held + $3
        where ticket_secutix_id = $1 and seat_cat_secutix_id = $2 and capacity - held >= $3 returning held`,
      [ticket, category, quantity],
    );
    if (taken.length === 0) {
      const named = names.get(ticket) ?? { productName: ticket };
      throw new Refusal(
        'conflict',
        'SOLD_OUT',
        `Not enough places left for ${named.productName}.`,
        named,
      );
    }
  }
}

/** Validity after an add: `ttlSeconds` from now, within the cart's maximum lifetime. */
function validityAfterAdd(createdAt: Date, now: Date, policy: CartPolicy): Date {
  return new Date(
    Math.min(
      now.getTime() + policy.ttlSeconds * 1000,
      createdAt.getTime() + policy.maxLifetimeSeconds * 1000,
    ),
  );
}

const loginRequired = () =>
  new Refusal(
    'unauthenticated',
    'LOGIN_REQUIRED',
    'A member buyer is the logged-in account: send its bearer token (log in again if it expired).',
  );

export async function createCart(
  db: Queryable,
  input: { buyer: Buyer; groups: CartGroupInput[] },
  caller: Caller,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  const account = await accountOf(db, caller.bearer, now);
  if (input.buyer.status === 'member' && !account) throw loginRequired();
  const holds = await holdsOfAll(db, input.groups);
  const memberPrice = holds.find((each) => isMemberOnly(each.price));
  if (memberPrice && refusesMemberPrices(holds, account, now)) throw memberOnly(memberPrice.price);
  // The cart belongs to the account when it buys as a member or at a member price.
  const owner = account && (input.buyer.status === 'member' || memberPrice) ? account : undefined;
  const uuid = randomUUID();
  await db.query(
    `insert into carts (uuid, buyer, validity, with_shop_url, created_at, account_email)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      uuid,
      // A member buyer as the account service knows them; never as a payload says.
      JSON.stringify(buyerOf(owner && userOf(owner))),
      validityAfterAdd(now, now, policy).toISOString(),
      policy.withShopUrl,
      now.toISOString(),
      owner?.email ?? null,
    ],
  );
  await hold(db, uuid, holds, policy, true);
  const cart = await viewCart(db, uuid, policy);
  await takeStock(db, holds);
  return cart;
}

export async function addToCart(
  db: Queryable,
  uuid: string,
  group: CartGroupInput,
  caller: Caller,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  const holds = await holdsOfAll(db, [group]);
  const cart = await validCart(db, uuid, now);
  const memberPrice = holds.find((each) => isMemberOnly(each.price));
  if (memberPrice) {
    // Only the current member the cart belongs to (or, for a cart of no one yet, any current member,
    // who then owns it) buys at a member price in it.
    const account = await accountOf(db, caller.bearer, now);
    const theirs = cart.account_email === null || cart.account_email === account?.email;
    if (!account || !theirs || refusesMemberPrices(holds, account, now))
      throw memberOnly(memberPrice.price);
    if (cart.account_email === null) {
      await db.query('update carts set account_email = $2, buyer = $3 where uuid = $1', [
        uuid,
        account.email,
        JSON.stringify(buyerOf(userOf(account))),
      ]);
    }
  }
  await hold(db, uuid, holds, policy);
  await db.query('update carts set validity = $2 where uuid = $1', [
    uuid,
    validityAfterAdd(new Date(cart.created_at), now, policy).toISOString(),
  ]);
  const view = await viewCart(db, uuid, policy);
  await takeStock(db, holds);
  return view;
}

export async function removeFromCart(
  db: Queryable,
  uuid: string,
  itemId: string,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  await validCart(db, uuid, now);
  const gone = () => new Refusal('notFound', 'ITEM_NOT_FOUND', `Cart ${uuid} has no such item.`);
  if (!isUuid(itemId)) throw gone();
  const [item] = await db.query<ItemRow>(
    'delete from cart_items where cart_uuid = $1 and id = $2 returning *',
    [uuid, itemId],
  );
  if (!item) throw gone();
  await db.query('update seats set held_by = null where held_by = $1 and id = any($2::text[])', [
    uuid,
    item.seat_ids,
  ]);
  await moveStock(
    db,
    quantitiesOf([item]),
    'update stock set held = held - $3 where ticket_secutix_id = $1 and seat_cat_secutix_id = $2',
  );
  return viewCart(db, uuid, policy);
}

export async function getCart(
  db: Queryable,
  uuid: string,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  await validCart(db, uuid, now);
  return viewCart(db, uuid, policy);
}

/** A cart and who buys it, for the shop page (a member buyer is the cart's account, by name). */
export async function shopCart(
  db: Queryable,
  uuid: string,
  now: Date,
  policy: CartPolicy,
): Promise<{ cart: Cart; buyer: Buyer }> {
  const row = await validCart(db, uuid, now);
  return { cart: await viewCart(db, uuid, policy), buyer: row.buyer };
}

/** Offers for what the cart holds, without what it already holds. */
export async function upsells(db: Queryable, uuid: string, now: Date): Promise<CrossSell[]> {
  await validCart(db, uuid, now);
  const items = await db.query<{ ticket: string }>(
    'select distinct ticket_secutix_id as ticket from cart_items where cart_uuid = $1',
    [uuid],
  );
  const inCart = new Set(items.map((item) => item.ticket));
  const offers = await crossSellsOf(db, { ticket: [...inCart] }, now);
  return offers.filter((offer) => !inCart.has(offer.secutixId));
}

/** Pays a cart: what it held is sold, and the cart becomes an order. */
export async function confirmOrder(
  db: Queryable,
  uuid: string,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  await validCart(db, uuid, now);
  const cart = await viewCart(db, uuid, policy);
  const items = await db.query<ItemRow>('select * from cart_items where cart_uuid = $1', [uuid]);
  await db.query('update seats set sold = true, held_by = null where held_by = $1', [uuid]);
  await moveStock(
    db,
    quantitiesOf(items),
    `update stock set capacity = capacity - $3, held = held - $3
      where ticket_secutix_id = $1 and seat_cat_secutix_id = $2`,
  );
  await db.query('insert into orders (uuid, cart, confirmed_at) values ($1, $2, $3)', [
    uuid,
    JSON.stringify(cart),
    now.toISOString(),
  ]);
  await db.query('delete from carts where uuid = $1', [uuid]);
  return cart;
}

export async function viewCart(db: Queryable, uuid: string, policy: CartPolicy): Promise<Cart> {
  const [cart] = await db.query<CartRow>('select * from carts where uuid = $1', [uuid]);
  if (!cart) throw cartGone(uuid);
  const items = await db.query<ItemRow & { doc: Ticket }>(
    `select cart_items.*, tickets.doc from cart_items join tickets on tickets.secutix_id = cart_items.ticket_secutix_id
      where cart_uuid = $1 order by position`,
    [uuid],
  );
  const groups = new Map<string, Cart['groups'][number]>();
  let total = 0;
  for (const item of items) {
    const ticket = item.doc;
    const price = ticket.prices.find((each) => each.id === item.price_id);
    if (!price) continue;
    total += price.price * item.quantity;
    const group = groups.get(item.group_id) ?? { id: item.group_id, items: [] };
    group.items.push({
      id: item.id,
      product: {
        secutixId: ticket.secutixId,
        type: ticket.type,
        localized: {
          fr: { name: ticket.displayName.fr, start: [ticket.start], end: [ticket.end] },
          ...(ticket.displayName.en
            ? { en: { name: ticket.displayName.en, start: [ticket.start], end: [ticket.end] } }
            : {}),
        },
        prices: [{ id: price.id, price: price.price }],
      },
      quantity: item.quantity,
      audience: {
        code: price.audienceCode,
        localized: {
          fr: { name: price.localized.fr.label },
          ...(price.localized.en ? { en: { name: price.localized.en.label } } : {}),
        },
      },
      seatIds: item.seat_ids,
      price: price.price,
    });
    groups.set(item.group_id, group);
  }
  return {
    uuid,
    validity: new Date(cart.validity).toISOString(),
    ...(cart.with_shop_url ? { shopUrl: `${policy.publicUrl}/cart/shop/${uuid}` } : {}),
    groups: [...groups.values()],
    total,
  };
}

interface OrderRow {
  reference: string;
  uuid: string;
  cart: Cart;
  buyer: OrderInput['buyer'];
  confirmed_at: Date | string;
  account_email: string | null;
}

/** A reference a buyer can read out: `P24-` and 10 letters or digits without 0, O, 1 or I. */
function orderReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const code = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `P24-${code.slice(0, 5)}-${code.slice(5)}`;
}

const orderOf = (row: OrderRow): Order => ({
  reference: row.reference,
  cartId: row.uuid,
  confirmedAt: new Date(row.confirmed_at).toISOString(),
  buyer: row.buyer,
  lines: row.cart.groups.flatMap((group) => group.items),
  total: row.cart.total,
});

/**
 * A cart of an account is ordered only with that account's token: a member's cart (or an order of it)
 * is nobody else's.
 */
async function checkOwner(
  db: Queryable,
  accountEmail: string | null,
  caller: Caller,
  now: Date,
): Promise<void> {
  if (accountEmail === null) return;
  const account = await accountOf(db, caller.bearer, now);
  if (!account) throw loginRequired();
  if (account.email !== accountEmail) {
    throw new Refusal('forbidden', 'NOT_YOUR_CART', 'This cart belongs to another account.');
  }
}

/**
 * The order of a cart without a shop URL (the informations page): the cart is paid as `confirmOrder`
 * pays it, at the prices the service holds, for the buyer's details. Ordering the same cart again (a
 * double submit, a retry after a lost answer) answers the same order: `created` tells which.
 */
export async function placeOrder(
  db: Queryable,
  input: OrderInput,
  caller: Caller,
  now: Date,
  policy: CartPolicy,
): Promise<{ order: Order; created: boolean }> {
  const { cartId } = input;
  const existing = async () => {
    const [row] = await db.query<OrderRow>(
      'select * from orders where uuid = $1 and reference is not null',
      [cartId],
    );
    if (!row) return undefined;
    await checkOwner(db, row.account_email, caller, now);
    return { order: orderOf(row), created: false };
  };
  const before = await existing();
  if (before) return before;
  let row: CartRow;
  try {
    row = await validCart(db, cartId, now);
  } catch (error) {
    // Waited for a parallel order of the same cart, which took it: that order is the answer.
    const after = error instanceof Refusal ? await existing() : undefined;
    if (after) return after;
    throw error;
  }
  await checkOwner(db, row.account_email, caller, now);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from cart_items where cart_uuid = $1',
    [cartId],
  );
  if (count === 0) throw new Refusal('conflict', 'EMPTY_CART', 'This cart holds nothing to order.');
  const cart = await confirmOrder(db, cartId, now, policy);
  const [ordered] = await db.query<OrderRow>(
    `update orders set reference = $2, buyer = $3, account_email = $4 where uuid = $1 returning *`,
    [cartId, orderReference(), JSON.stringify(input.buyer), row.account_email],
  );
  if (!ordered) throw new Error(`The order of cart ${cartId} was not recorded`);
  return { order: orderOf({ ...ordered, cart }), created: true };
}
