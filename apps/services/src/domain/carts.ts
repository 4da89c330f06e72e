/**
 * Carts: each add holds stock (and seats) until the item is removed, the cart is paid, or it expires.
 * A cart is valid for a while after its last add; an expired cart is gone and its holds released.
 */
import { randomUUID } from 'node:crypto';
import {
  memberAudienceCode,
  type Buyer,
  type Cart,
  type CartGroupInput,
  type CrossSell,
  type ProductGroup,
  type Ticket,
  type TicketPrice,
} from '@paddock/api-clients/contracts';
import type { Queryable } from '../db/database';
import { ServiceError } from '../http/contract';
import { isMember } from './accounts';
import { crossSellsOf } from './catalogue';

export interface CartPolicy {
  ttlSeconds: number;
  withShopUrl: boolean;
  /** Where the shop pages live: `{publicUrl}/cart/shop/{uuid}`. */
  publicUrl: string;
}

interface CartRow {
  uuid: string;
  buyer: Buyer;
  validity: Date | string;
  with_shop_url: boolean;
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

const cartGone = (uuid: string) =>
  new ServiceError(404, 'CART_NOT_FOUND', `Cart ${uuid} does not exist or has expired.`);

/** Releases what expired carts hold, then forgets them. */
export async function releaseExpired(db: Queryable, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.query(
    `update stock set held = stock.held - expired.quantity
       from (select ticket_secutix_id, seat_cat_secutix_id, sum(quantity)::int as quantity
               from cart_items join carts on carts.uuid = cart_items.cart_uuid
              where carts.validity <= $1 group by 1, 2) as expired
      where stock.ticket_secutix_id = expired.ticket_secutix_id
        and stock.seat_cat_secutix_id = expired.seat_cat_secutix_id`,
    [at],
  );
  await db.query(
    'update seats set held_by = null where held_by in (select uuid from carts where validity <= $1)',
    [at],
  );
  await db.query('delete from carts where validity <= $1', [at]);
}

async function validCart(db: Queryable, uuid: string, now: Date): Promise<CartRow> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw cartGone(uuid);
  const [row] = await db.query<CartRow>(
    'select * from carts where uuid = $1 and validity > $2 for update',
    [uuid, now.toISOString()],
  );
  if (!row) throw cartGone(uuid);
  return row;
}

async function ticketOf(db: Queryable, secutixId: string): Promise<Ticket> {
  const [row] = await db.query<{ doc: Ticket }>('select doc from tickets where secutix_id = $1', [
    secutixId,
  ]);
  if (!row) throw new ServiceError(400, 'UNKNOWN_PRODUCT', `No ticket ${secutixId}.`);
  return row.doc;
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

async function addGroup(
  db: Queryable,
  cart: CartRow,
  input: CartGroupInput,
  now: Date,
): Promise<void> {
  const ticket = await ticketOf(
    db,
    'productSecutixId' in input ? input.productSecutixId : input.ticket_option_id,
  );
  const group = asProductGroup(input, ticket);
  const groupId = randomUUID();
  for (const audience of group.audiences) {
    const price = ticket.prices.find((each) => each.id === audience.id);
    if (!price || price.hidden) {
      throw new ServiceError(
        400,
        'UNKNOWN_PRICE',
        `Ticket ${ticket.secutixId} has no price ${audience.id}.`,
      );
    }
    await refuseMemberPriceForVisitor(db, cart.buyer, price, now);
    const [held] = await db.query<{ quantity: number }>(
      'select coalesce(sum(quantity), 0)::int as quantity from cart_items where cart_uuid = $1 and price_id = $2',
      [cart.uuid, price.id],
    );
    if ((held?.quantity ?? 0) + audience.quantity > price.maxQty) {
      throw new ServiceError(
        409,
        'INVALID_QUANTITY',
        `At most ${price.maxQty} of ${ticket.name} per cart.`,
        {
          max: price.maxQty,
          productName: ticket.name,
        },
      );
    }
    const seats = audience.seatCategory?.locations ?? [];
    if (ticket.seated && seats.length !== audience.quantity) {
      throw new ServiceError(
        400,
        'SEATS_REQUIRED',
        `${ticket.name} is sold by seat: one seat per ticket.`,
      );
    }
    const taken = await db.query(
      `update stock set held = held + $3
        where ticket_secutix_id = $1 and seat_cat_secutix_id = $2 and capacity - held >= $3 returning held`,
      [ticket.secutixId, price.seatCatSecutixId, audience.quantity],
    );
    if (taken.length === 0) {
      throw new ServiceError(409, 'SOLD_OUT', `Not enough places left for ${ticket.name}.`, {
        productName: ticket.name,
      });
    }
    for (const seat of seats) {
      const [got] = await db.query(
        `update seats set held_by = $1
          where id = $2 and ticket_secutix_id = $3 and not sold and held_by is null returning id`,
        [cart.uuid, seat, ticket.secutixId],
      );
      if (!got)
        throw new ServiceError(409, 'SEAT_TAKEN', `Seat ${seat} is no longer free.`, {
          seatId: seat,
        });
    }
    await db.query(
      `insert into cart_items (id, cart_uuid, group_id, ticket_secutix_id, price_id, seat_cat_secutix_id, quantity, seat_ids)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        cart.uuid,
        groupId,
        ticket.secutixId,
        price.id,
        price.seatCatSecutixId,
        audience.quantity,
        seats,
      ],
    );
  }
}

async function refuseMemberPriceForVisitor(
  db: Queryable,
  buyer: Buyer,
  price: TicketPrice,
  now: Date,
) {
  if (price.audienceCode !== memberAudienceCode) return;
  if (buyer.status === 'member' && (await isMember(db, buyer.email, now))) return;
  throw new ServiceError(
    403,
    'MEMBER_ONLY',
    'This price is for members: log in with a member account.',
    {
      priceId: price.id,
    },
  );
}

async function extend(db: Queryable, uuid: string, now: Date, policy: CartPolicy): Promise<void> {
  const validity = new Date(now.getTime() + policy.ttlSeconds * 1000);
  await db.query('update carts set validity = $2 where uuid = $1', [uuid, validity.toISOString()]);
}

export async function createCart(
  db: Queryable,
  input: { buyer: Buyer; groups: CartGroupInput[] },
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  const uuid = randomUUID();
  await db.query(
    'insert into carts (uuid, buyer, validity, with_shop_url, created_at) values ($1, $2, $3, $4, $5)',
    [uuid, JSON.stringify(input.buyer), now.toISOString(), policy.withShopUrl, now.toISOString()],
  );
  await extend(db, uuid, now, policy);
  const cart = await validCart(db, uuid, now);
  for (const group of input.groups) await addGroup(db, cart, group, now);
  return viewCart(db, uuid, policy);
}

export async function addToCart(
  db: Queryable,
  uuid: string,
  group: CartGroupInput,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  const cart = await validCart(db, uuid, now);
  await addGroup(db, cart, group, now);
  await extend(db, uuid, now, policy);
  return viewCart(db, uuid, policy);
}

export async function removeFromCart(
  db: Queryable,
  uuid: string,
  itemId: string,
  now: Date,
  policy: CartPolicy,
): Promise<Cart> {
  await validCart(db, uuid, now);
  const [item] = await db.query<ItemRow>(
    'delete from cart_items where cart_uuid = $1 and id = $2 returning *',
    [uuid, itemId],
  );
  if (!item) throw new ServiceError(404, 'ITEM_NOT_FOUND', `Cart ${uuid} has no item ${itemId}.`);
  await db.query(
    'update stock set held = held - $3 where ticket_secutix_id = $1 and seat_cat_secutix_id = $2',
    [item.ticket_secutix_id, item.seat_cat_secutix_id, item.quantity],
  );
  await db.query('update seats set held_by = null where held_by = $1 and id = any($2::text[])', [
    uuid,
    item.seat_ids,
  ]);
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
  await db.query(
    `update stock set capacity = stock.capacity - bought.quantity, held = stock.held - bought.quantity
       from (select ticket_secutix_id, seat_cat_secutix_id, sum(quantity)::int as quantity
               from cart_items where cart_uuid = $1 group by 1, 2) as bought
      where stock.ticket_secutix_id = bought.ticket_secutix_id and stock.seat_cat_secutix_id = bought.seat_cat_secutix_id`,
    [uuid],
  );
  await db.query('update seats set sold = true, held_by = null where held_by = $1', [uuid]);
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
