import {
  cart as cartSchema,
  crossSell,
  standCategory,
  ticket as ticketSchema,
  ticketAvailabilities,
  type Cart,
  type Ticket,
  type TicketPrice,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;
let tickets: Ticket[];

const anonymous = { status: 'anonymous' } as const;
const memberBuyer = (email: string) =>
  ({
    status: 'member',
    email,
    info: {
      firstname: 'Léa',
      lastname: 'Martin',
      phone: '0601020304',
      address: { city: 'Le Mans', zipCode: '72000', country: 'FR', street: '1 rue du Circuit' },
    },
  }) as const;

interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

beforeAll(async () => {
  services = await startTestServices();
  api = http(services.url);
  tickets = z.array(ticketSchema).parse((await api.get('content/tickets?eventCode=24A')).body);
});
afterAll(() => services.close());

/** A general-admission ticket and one of its prices matching `test`, with places to sell. */
function standing(test: (price: TicketPrice) => boolean): { ticket: Ticket; price: TicketPrice } {
  for (const ticket of tickets.filter((each) => !each.seated)) {
    const price = ticket.prices.find(
      (each) => !each.hidden && each.availability > 10 && test(each),
    );
    if (price) return { ticket, price };
  }
  throw new Error('the seed has no such ticket');
}

const group = (ticket: Ticket, price: TicketPrice, quantity = 1) => ({
  productSecutixId: ticket.secutixId,
  composedPerformanceSecutixId: ticket.performanceSecutixId,
  productType: ticket.type,
  audiences: [{ id: price.id, quantity, seatCategory: { locations: [], price: price.id } }],
});

async function createCart(groups: unknown[], buyer: unknown = anonymous) {
  return api.post<unknown>('cart/carts', { json: { buyer, groups } });
}

async function left(ticket: Ticket, price: TicketPrice): Promise<number> {
  const answer = await api.get(`content/ticket-availabilities?secutixIds=${ticket.secutixId}`);
  const entry = ticketAvailabilities
    .parse(answer.body)
    .tickets.find((each) => each.seatCategorySecutixId === price.seatCatSecutixId);
  return entry?.availability ?? 0;
}

describe('cart service', () => {
  it('creates a cart that holds what it sells, with a validity, a total and a shop URL', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const before = await left(ticket, price);
    const answer = await createCart([group(ticket, price, 2)]);
    expect(answer.status).toBe(201);
    const cart = cartSchema.parse(answer.body);
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]?.items[0]).toMatchObject({
      quantity: 2,
      price: price.price,
      audience: { code: 'ADULT' },
    });
    expect(cart.total).toBe(2 * price.price);
    expect(new Date(cart.validity).getTime() - services.clock.now().getTime()).toBe(1800 * 1000);
    expect(cart.shopUrl).toBe(`${services.url}/cart/shop/${cart.uuid}`);
    expect(await left(ticket, price)).toBe(before - 2);
  });

  it('moves the validity forward on each add, and forgets an expired cart, releasing what it held', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const before = await left(ticket, price);
    const cart = cartSchema.parse((await createCart([group(ticket, price)])).body);
    services.clock.advance(1000);
    const added = cartSchema.parse(
      (await api.post(`cart/carts/${cart.uuid}/items`, { json: group(ticket, price) })).body,
    );
    expect(new Date(added.validity).getTime()).toBe(services.clock.now().getTime() + 1800 * 1000);
    expect(await left(ticket, price)).toBe(before - 2);

    services.clock.advance(1801);
    const gone = await api.get<ErrorBody>(`cart/carts/${cart.uuid}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('CART_NOT_FOUND');
    // The next add (anyone's) lets every expired cart go: only the new one holds a place now.
    await createCart([group(ticket, price)]);
    expect(await left(ticket, price)).toBe(price.availability - 1);
  });

  it('refuses more than maxQty of a price with INVALID_QUANTITY, max and productName', async () => {
    const { ticket, price } = standing((each) => each.maxQty < each.availability);
    const tooMany = await createCart([group(ticket, price, price.maxQty + 1)]);
    expect(tooMany.status).toBe(409);
    expect((tooMany.body as ErrorBody).error).toMatchObject({
      code: 'INVALID_QUANTITY',
      details: { max: price.maxQty, productName: ticket.name },
    });
    // Across adds as well: what the cart already holds counts.
    const cart = cartSchema.parse((await createCart([group(ticket, price, price.maxQty)])).body);
    const more = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(ticket, price),
    });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('INVALID_QUANTITY');
  });

  it('sells member-only (MEME) prices to members only', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'MEME');
    for (const buyer of [
      anonymous,
      memberBuyer('expired@paddock.test'),
      memberBuyer('visitor@paddock.test'),
    ]) {
      const refused = await createCart([group(ticket, price)], buyer);
      expect(refused.status).toBe(403);
      expect((refused.body as ErrorBody).error.code).toBe('MEMBER_ONLY');
    }
    const accepted = await createCart([group(ticket, price)], memberBuyer('member@paddock.test'));
    expect(accepted.status).toBe(201);
  });

  it('removes an item, releasing its places, and answers the cart without it', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const before = await left(ticket, price);
    const cart = cartSchema.parse((await createCart([group(ticket, price, 3)])).body);
    const itemId = cart.groups[0]?.items[0]?.id ?? '';
    const removed = await api.del<Cart>(`cart/carts/${cart.uuid}/items/${itemId}`);
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.body).groups).toEqual([]);
    expect(await left(ticket, price)).toBe(before);
    expect(
      (await api.del<ErrorBody>(`cart/carts/${cart.uuid}/items/${itemId}`)).body.error.code,
    ).toBe('ITEM_NOT_FOUND');
  });

  it('offers cross-sells for what the cart holds, not what it already has', async () => {
    const withOffers = tickets.find((ticket) =>
      ticket.prices.some(
        (price) => price.availability > 10 && !price.hidden && price.audienceCode === 'ADULT',
      ),
    );
    if (!withOffers) throw new Error('no ticket');
    const price = withOffers.prices.find(
      (each) => each.audienceCode === 'ADULT' && each.availability > 10,
    ) as TicketPrice;
    const cart = cartSchema.parse((await createCart([group(withOffers, price)])).body);
    const upsells = await api.get(`cart/carts/${cart.uuid}/upsells`);
    expect(upsells.status).toBe(200);
    const offers = z.array(crossSell).parse(upsells.body);
    expect(offers.every((offer) => offer.secutixId !== withOffers.secutixId)).toBe(true);
  });

  it('takes a ticket cross-sell as a group of its type and first price; not a package one', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const cart = cartSchema.parse((await createCart([group(ticket, price)])).body);
    const offers = z
      .array(crossSell)
      .parse((await api.get(`cart/carts/${cart.uuid}/upsells`)).body);
    const offer = offers.find((each) => each.type === 'ticket');
    const offerPrice = offer?.localized.fr.prices[0];
    if (!offer?.productType || !offerPrice) throw new Error('no ticket cross-sell with a price');
    const added = await api.post(`cart/carts/${cart.uuid}/items`, {
      json: {
        productSecutixId: offer.secutixId,
        composedPerformanceSecutixId: offer.performanceSecutixId,
        productType: offer.productType,
        audiences: [
          { id: offerPrice.id, quantity: 1, seatCategory: { locations: [], price: offerPrice.id } },
        ],
      },
    });
    expect(added.status).toBe(200);
    const items = cartSchema.parse(added.body).groups.flatMap((each) => each.items);
    expect(items.map((item) => item.product.secutixId)).toEqual([
      ticket.secutixId,
      offer.secutixId,
    ]);
    expect(items[1]?.product.type).toBe(offer.productType);

    // A package offer names no ticket: no group can add it.
    const everyOffer = await Promise.all(
      tickets.map(async (each) =>
        z
          .array(crossSell)
          .parse((await api.get(`content/ticket/${each.secutixId}/cross-sells`)).body),
      ),
    );
    const packageOffer = everyOffer.flat().find((each) => each.type === 'package');
    const packagePrice = packageOffer?.localized.fr.prices[0];
    if (!packageOffer || !packagePrice) throw new Error('no package cross-sell');
    expect(packageOffer.productType).toBeUndefined();
    const refused = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: {
        productSecutixId: packageOffer.secutixId,
        composedPerformanceSecutixId: `${packageOffer.secutixId}-P1`,
        productType: 'track',
        audiences: [
          {
            id: packagePrice.id,
            quantity: 1,
            seatCategory: { locations: [], price: packagePrice.id },
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('UNKNOWN_PRODUCT');
  });

  it('holds a seat for one cart only (SEAT_TAKEN for the next)', async () => {
    const seated = tickets.find((ticket) => ticket.seated);
    if (!seated) throw new Error('no seated ticket');
    const stands = z
      .array(standCategory)
      .parse((await api.get(`content/ticket/${seated.secutixId}/stands`)).body);
    const seat = stands
      .flatMap((category) => category.blocks.flatMap((block) => block.seats))
      .find((each) => each.available);
    const price = seated.prices.find(
      (each) => each.audienceCode === 'ADULT' && !each.hidden && each.availability > 0,
    );
    if (!seat || !price) throw new Error('no free seat');
    const item = {
      quantity: 1,
      ticket_option_id: seated.secutixId,
      ticket_option_price_id: price.id,
      area_id: '12',
      seatIds: [seat.id],
    };
    const first = await createCart([item]);
    expect(first.status).toBe(201);
    expect(cartSchema.parse(first.body).groups[0]?.items[0]?.seatIds).toEqual([seat.id]);
    const second = await createCart([item]);
    expect(second.status).toBe(409);
    expect((second.body as ErrorBody).error.code).toBe('SEAT_TAKEN');
    const after = z
      .array(standCategory)
      .parse((await api.get(`content/ticket/${seated.secutixId}/stands`)).body);
    const held = after
      .flatMap((category) => category.blocks.flatMap((block) => block.seats))
      .find((each) => each.id === seat.id);
    expect(held?.available).toBe(false);
  });

  it.each([
    ['two new carts', 201],
    ['two existing carts', 200],
  ] as const)(
    'holds a seat for one cart only when %s ask for it at the same time',
    async (_, created) => {
      // The last grandstand: not the one the test above took a seat in.
      const seated = tickets.filter((ticket) => ticket.seated).at(-1);
      if (!seated) throw new Error('no seated ticket');
      const stands = z
        .array(standCategory)
        .parse((await api.get(`content/ticket/${seated.secutixId}/stands`)).body);
      const [seat, price] =
        stands.flatMap((category) => {
          const adult = seated.prices.find(
            (each) =>
              each.seatCatSecutixId === category.id &&
              each.audienceCode === 'ADULT' &&
              !each.hidden &&
              each.availability > 0,
          );
          const free = category.blocks
            .flatMap((block) => block.seats)
            .find((each) => each.available);
          return adult && free ? [[free, adult] as const] : [];
        })[0] ?? [];
      if (!seat || !price) throw new Error('no free seat');
      const item = {
        quantity: 1,
        ticket_option_id: seated.secutixId,
        ticket_option_price_id: price.id,
        area_id: '12',
        seatIds: [seat.id],
      };
      const before = await left(seated, price);

      let answers: Awaited<ReturnType<typeof createCart>>[];
      let carts: string[] = [];
      if (created === 201) {
        answers = await Promise.all([createCart([item]), createCart([item])]);
      } else {
        const { ticket, price: standingPrice } = standing((each) => each.audienceCode === 'ADULT');
        carts = await Promise.all(
          [0, 1].map(
            async () =>
              cartSchema.parse((await createCart([group(ticket, standingPrice)])).body).uuid,
          ),
        );
        answers = await Promise.all(
          carts.map((uuid) => api.post<unknown>(`cart/carts/${uuid}/items`, { json: item })),
        );
      }

      expect(answers.map((answer) => answer.status).sort()).toEqual([created, 409]);
      const lost = answers.findIndex((answer) => answer.status === 409);
      const [winner, loser] = [answers[1 - lost], answers[lost]];
      expect((loser?.body as ErrorBody).error).toMatchObject({
        code: 'SEAT_TAKEN',
        details: { seatId: seat.id },
      });
      const seatsOf = (cart: Cart) =>
        cart.groups.flatMap((each) => each.items.flatMap((one) => one.seatIds));
      expect(seatsOf(cartSchema.parse(winner?.body))).toEqual([seat.id]);
      // The loser's add is undone whole: no seat in its cart, and only one place gone.
      const loserCart = carts[lost];
      if (loserCart) {
        const after = cartSchema.parse((await api.get(`cart/carts/${loserCart}`)).body);
        expect(seatsOf(after)).toEqual([]);
      }
      expect(await left(seated, price)).toBe(before - 1);
      const after = z
        .array(standCategory)
        .parse((await api.get(`content/ticket/${seated.secutixId}/stands`)).body);
      expect(
        after
          .flatMap((category) => category.blocks.flatMap((block) => block.seats))
          .find((each) => each.id === seat.id)?.available,
      ).toBe(false);
    },
  );

  it('sells the last place once when two carts ask for it at the same time', async () => {
    // The scarcest general-admission price the seed has.
    const [ticket, price] =
      tickets
        .filter((each) => !each.seated)
        .flatMap((each) => each.prices.map((one) => [each, one] as const))
        .filter(([, one]) => !one.hidden && one.audienceCode !== 'MEME' && one.availability > 0)
        .sort(([, a], [, b]) => a.availability - b.availability)[0] ?? [];
    if (!ticket || !price) throw new Error('no price with places left');
    let remaining = (await left(ticket, price)) - 1;
    expect(remaining, 'the seed keeps one price nearly sold out').toBeLessThan(100);
    while (remaining > 0) {
      const quantity = Math.min(remaining, price.maxQty);
      remaining -= quantity;
      expect((await createCart([group(ticket, price, quantity)])).status).toBe(201);
    }
    expect(await left(ticket, price)).toBe(1);
    const [first, second] = await Promise.all([
      createCart([group(ticket, price)]),
      createCart([group(ticket, price)]),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect((loser.body as ErrorBody).error.code).toBe('SOLD_OUT');
    expect(await left(ticket, price)).toBe(0);
  });

  it('confirms a cart on the shop page: what it held is sold', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'CHILD');
    const before = await left(ticket, price);
    const cart = cartSchema.parse((await createCart([group(ticket, price, 2)])).body);
    const page = await api.get<string>(`cart/shop/${cart.uuid}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Confirmer la commande');
    const confirmed = await api.post<string>(`cart/shop/${cart.uuid}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain('Commande confirmée');
    expect(await left(ticket, price)).toBe(before - 2);
    expect((await api.get(`cart/carts/${cart.uuid}`)).status).toBe(404);
  });

  it('answers bad input with a clear 400, never a 500', async () => {
    const { ticket } = standing(() => true);
    const cases: unknown[] = [
      {},
      { buyer: anonymous, groups: [] },
      { buyer: { status: 'vip' }, groups: [group(ticket, ticket.prices[0] as TicketPrice)] },
      {
        buyer: anonymous,
        groups: [
          {
            productSecutixId: ticket.secutixId,
            composedPerformanceSecutixId: ticket.performanceSecutixId,
            productType: ticket.type,
            audiences: [
              { id: 'nope', quantity: 1, seatCategory: { locations: [], price: 'nope' } },
            ],
          },
        ],
      },
      {
        buyer: anonymous,
        groups: [
          {
            productSecutixId: 'NO-SUCH-TICKET',
            composedPerformanceSecutixId: 'NO-SUCH-TICKET-P1',
            productType: 'track',
            audiences: [{ id: 'x', quantity: 1, seatCategory: { locations: [], price: 'x' } }],
          },
        ],
      },
      {
        buyer: anonymous,
        groups: [
          {
            productSecutixId: ticket.secutixId,
            composedPerformanceSecutixId: ticket.performanceSecutixId,
            productType: ticket.type,
            audiences: [{ id: 'x', quantity: -2, seatCategory: { locations: [], price: 'x' } }],
          },
        ],
      },
    ];
    for (const body of cases) {
      const answer = await api.post<ErrorBody>('cart/carts', { json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBeTruthy();
    }
    const notJson = await fetch(`${services.url}/cart/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await api.get<ErrorBody>('cart/carts/not-a-uuid')).status).toBe(404);
  });

  it('gives carts no shop URL when configured without one', async () => {
    const withoutShop = await startTestServices({ SHOP_URL: 'off' });
    try {
      const other = http(withoutShop.url);
      const list = z.array(ticketSchema).parse((await other.get('content/tickets')).body);
      const ticket = list.find((each) => !each.seated) as Ticket;
      const price = ticket.prices.find(
        (each) => each.audienceCode === 'ADULT' && each.availability > 0,
      ) as TicketPrice;
      const cart = cartSchema.parse(
        (
          await other.post('cart/carts', {
            json: { buyer: anonymous, groups: [group(ticket, price)] },
          })
        ).body,
      );
      expect(cart.shopUrl).toBeUndefined();
    } finally {
      await withoutShop.close();
    }
  });
});
