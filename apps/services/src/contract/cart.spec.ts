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
import { formatPrice } from '@paddock/api-clients/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { bearer, cartGroup, loginWith, standingOf, type ErrorBody } from '../testing/cart-api';
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

beforeAll(async () => {
  // The limits per address have their own spec (cart-limits.spec.ts): every call here is from 127.0.0.1.
  services = await startTestServices({ CART_RATE_MAX_WRITES: '0', CART_RATE_MAX_PLACES: '0' });
  api = http(services.url);
  tickets = z.array(ticketSchema).parse((await api.get('content/tickets?eventCode=24A')).body);
});
afterAll(() => services.close());

const standing = (test: (price: TicketPrice) => boolean) => standingOf(tickets, test);

const group = cartGroup;

async function createCart(groups: unknown[], buyer: unknown = anonymous, token?: string) {
  return api.post<unknown>('cart/carts', {
    json: { buyer, groups },
    ...(token ? { headers: bearer(token) } : {}),
  });
}

const login = (email: string) => loginWith(api, email);

/** Stand categories of a grandstand ticket, as the picker gets them. */
async function standsOf(ticket: Ticket) {
  return z
    .array(standCategory)
    .parse((await api.get(`content/ticket/${ticket.secutixId}/stands`)).body);
}

/** Free seats of each seat category (by its secutixId) of a grandstand ticket. */
async function freeSeats(ticket: Ticket): Promise<Map<string, string[]>> {
  return new Map(
    (await standsOf(ticket)).map((category) => [
      category.id,
      category.blocks
        .flatMap((block) => block.seats.filter((seat) => seat.available))
        .map((seat) => seat.id),
    ]),
  );
}

async function seatIsFree(ticket: Ticket, seatId: string): Promise<boolean | undefined> {
  return (await standsOf(ticket))
    .flatMap((category) => category.blocks.flatMap((block) => block.seats))
    .find((seat) => seat.id === seatId)?.available;
}

const standItem = (ticket: Ticket, price: TicketPrice, seatId: string) => ({
  quantity: 1,
  ticket_option_id: ticket.secutixId,
  ticket_option_price_id: price.id,
  area_id: '12',
  seatIds: [seatId],
});

const priceOf = (ticket: Ticket, id: string) => {
  const price = ticket.prices.find((each) => each.id === id);
  if (!price) throw new Error(`no price ${id}`);
  return price;
};

const ticketOf = (secutixId: string) => {
  const ticket = tickets.find((each) => each.secutixId === secutixId);
  if (!ticket) throw new Error(`no ticket ${secutixId}`);
  return ticket;
};

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

  it('refuses more than maxQty of a price with INVALID_QUANTITY, max and the display names', async () => {
    const { ticket, price } = standing((each) => each.maxQty < each.availability);
    const tooMany = await createCart([group(ticket, price, price.maxQty + 1)]);
    expect(tooMany.status).toBe(409);
    // A fan reads the ticket's display name, never the back-office one (« 24A - ENCEINTE… »).
    expect(ticket.name).not.toBe(ticket.displayName.fr);
    expect((tooMany.body as ErrorBody).error).toMatchObject({
      code: 'INVALID_QUANTITY',
      details: {
        max: price.maxQty,
        productName: ticket.displayName.fr,
        productNames: ticket.displayName,
      },
    });
    // Across adds as well: what the cart already holds counts.
    const cart = cartSchema.parse((await createCart([group(ticket, price, price.maxQty)])).body);
    const more = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(ticket, price),
    });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('INVALID_QUANTITY');
  });

  it('takes a member buyer from a verified bearer only, never from the payload alone (401 LOGIN_REQUIRED)', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    // The same refusal whatever the email says: whether it is a member's tells nothing.
    const answers = await Promise.all(
      ['member@paddock.test', 'expired@paddock.test', 'nobody@paddock.test'].map((email) =>
        createCart([group(ticket, price)], memberBuyer(email)),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(answers[0]?.body);
      expect((answer.body as ErrorBody).error.code).toBe('LOGIN_REQUIRED');
    }
    const forged = await createCart(
      [group(ticket, price)],
      memberBuyer('member@paddock.test'),
      'not-a-token',
    );
    expect(forged.status).toBe(401);
  });

  it('sells member-only (MEME) prices to the bearer of a current member only (403 MEMBER_ONLY)', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'MEME');
    const before = await left(ticket, price);
    // No token: refused alike, whatever the payload claims.
    const refusals = await Promise.all([
      createCart([group(ticket, price)], anonymous),
      createCart([group(ticket, price)], memberBuyer('member@paddock.test')),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([403, 401]);
    expect((refusals[0]?.body as ErrorBody).error.code).toBe('MEMBER_ONLY');
    // Logged in, but not a member (no ACO1, or one that has ended).
    for (const email of ['visitor@paddock.test', 'expired@paddock.test']) {
      const token = await login(email);
      for (const buyer of [memberBuyer(email), anonymous]) {
        const refused = await createCart([group(ticket, price)], buyer, token);
        expect(refused.status, email).toBe(403);
        expect((refused.body as ErrorBody).error).toMatchObject({
          code: 'MEMBER_ONLY',
          details: { priceId: price.id },
        });
      }
    }
    expect(await left(ticket, price)).toBe(before);

    // A current member, logged in: sold, to the account's own details whatever the payload says.
    const token = await login('member@paddock.test');
    const accepted = await createCart(
      [group(ticket, price)],
      memberBuyer('someone-else@paddock.test'),
      token,
    );
    expect(accepted.status).toBe(201);
    const cart = cartSchema.parse(accepted.body);
    expect(cart.groups[0]?.items[0]?.audience.code).toBe('MEME');
    const page = await api.get<string>(`cart/shop/${cart.uuid}`);
    expect(page.body).toContain('Camille Lefèvre (member@paddock.test)');
    expect(page.body).not.toContain('Léa');
    expect(await left(ticket, price)).toBe(before - 1);
  });

  it('lets a logged-in visitor buy as a member buyer, but at member prices only if a member', async () => {
    const adult = standing((each) => each.audienceCode === 'ADULT');
    const meme = standing((each) => each.audienceCode === 'MEME');
    const token = await login('visitor@paddock.test');
    const created = await createCart(
      [group(adult.ticket, adult.price)],
      memberBuyer('x@y.test'),
      token,
    );
    expect(created.status).toBe(201);
    const cart = cartSchema.parse(created.body);
    expect((await api.get<string>(`cart/shop/${cart.uuid}`)).body).toContain(
      'Sophie Garnier (visitor@paddock.test)',
    );
    const refused = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(meme.ticket, meme.price),
      headers: bearer(token),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('MEMBER_ONLY');
  });

  it("binds a cart to the member who buys at a member price in it; another account's bearer buys none there", async () => {
    const adult = standing((each) => each.audienceCode === 'ADULT');
    const meme = standing((each) => each.audienceCode === 'MEME');
    const cart = cartSchema.parse((await createCart([group(adult.ticket, adult.price)])).body);
    expect((await api.get<string>(`cart/shop/${cart.uuid}`)).body).toContain('Achat sans compte');
    // No bearer on the add: refused; the member's bearer: sold, and the cart is the member's now.
    const withoutToken = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(meme.ticket, meme.price),
    });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.error.code).toBe('MEMBER_ONLY');
    const member = await login('member@paddock.test');
    const added = await api.post(`cart/carts/${cart.uuid}/items`, {
      json: group(meme.ticket, meme.price),
      headers: bearer(member),
    });
    expect(added.status).toBe(200);
    expect((await api.get<string>(`cart/shop/${cart.uuid}`)).body).toContain(
      'Camille Lefèvre (member@paddock.test)',
    );
    // Someone else's bearer on that cart: no member price, and anything else still goes in.
    const visitor = await login('visitor@paddock.test');
    const other = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(meme.ticket, meme.price),
      headers: bearer(visitor),
    });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('MEMBER_ONLY');
    const plain = await api.post(`cart/carts/${cart.uuid}/items`, {
      json: group(adult.ticket, adult.price),
      headers: bearer(visitor),
    });
    expect(plain.status).toBe(200);
    // The bearer is harmless on the other cart calls.
    expect((await api.get(`cart/carts/${cart.uuid}`, bearer(member))).status).toBe(200);
    expect((await api.get(`cart/carts/${cart.uuid}/upsells`, bearer(member))).status).toBe(200);
  });

  it("stops selling member prices once the member's token has expired", async () => {
    const meme = standing((each) => each.audienceCode === 'MEME');
    const token = await login('member@paddock.test');
    services.clock.advance(3601);
    const refused = await createCart([group(meme.ticket, meme.price)], anonymous, token);
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorBody).error.code).toBe('MEMBER_ONLY');
    const asMember = await createCart(
      [group(meme.ticket, meme.price)],
      memberBuyer('member@paddock.test'),
      token,
    );
    expect(asMember.status).toBe(401);
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

  it("shows the shop pages in the buyer's locale, amounts with a non-breaking space, a way back", async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const cart = cartSchema.parse((await createCart([group(ticket, price, 1)])).body);
    const page = await api.get<string>(`cart/shop/${cart.uuid}?locale=en`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    // The site's look, its stylesheet as written (not escaped as text).
    expect(page.body).toContain("font-family: system-ui, -apple-system, 'Segoe UI'");
    expect(page.body).toContain('Confirm the order');
    // The event's name as the site writes it in English, in its bar.
    expect(page.body).toContain('>24 Hours of Le Mans</a></header>');
    expect(page.body).toContain(ticket.displayName.en ?? ticket.displayName.fr);
    expect(page.body).toContain(`${formatPrice(cart.total, 'en')}`);
    expect(formatPrice(cart.total, 'en')).toContain('\u00a0€');
    expect(page.body).toContain('href="http://localhost:3000/en"');
    expect(page.body).toContain(`action="${cart.uuid}/confirm?locale=en"`);
    const confirmed = await api.post<string>(`cart/shop/${cart.uuid}/confirm?locale=en`);
    expect(confirmed.body).toContain('Order confirmed');
    const gone = await api.get<string>(`cart/shop/${cart.uuid}?locale=en`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('Nothing was charged');
    // Anything but en is French, the site's default.
    expect((await api.get<string>(`cart/shop/${cart.uuid}?locale=xx`)).body).toContain(
      'Panier expiré',
    );
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

  it('names each refused value with zod’s English message (the locale the contracts configure)', async () => {
    const answer = await api.post<ErrorBody>('cart/carts', {
      json: { buyer: { status: 'anonymous' }, groups: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
    expect(answer.body.error.details).toEqual({
      issues: [{ path: 'groups', message: 'Too small: expected array to have >=1 items' }],
    });
    expect(answer.body.error.message).toContain('Too small: expected array to have >=1 items');
  });
});

describe('cart service: a seat at a price of its own category', () => {
  const grandstand = '101240201';

  it('refuses a seat at a price of another seat category (SEAT_CATEGORY_MISMATCH), stock and seat untouched', async () => {
    const ticket = ticketOf(grandstand);
    const child2 = priceOf(ticket, `${grandstand}-CAT02-CHILD`);
    const free = await freeSeats(ticket);
    const before = await left(ticket, child2);
    for (const code of ['CAT01', 'CATMEM', 'CATPMR']) {
      const seat = free.get(`${grandstand}-${code}`)?.[0];
      if (!seat) throw new Error(`no free ${code} seat`);
      const category = `${grandstand}-${code}`;
      const other = priceOf(
        ticket,
        ticket.prices.find((each) => each.seatCatSecutixId === category)?.id ?? '',
      );
      const beforeOwn = await left(ticket, other);
      for (const body of [
        standItem(ticket, child2, seat),
        {
          productSecutixId: ticket.secutixId,
          composedPerformanceSecutixId: ticket.performanceSecutixId,
          productType: ticket.type,
          audiences: [
            { id: child2.id, quantity: 1, seatCategory: { locations: [seat], price: child2.id } },
          ],
        },
      ]) {
        const refused = await createCart([body]);
        expect(refused.status, code).toBe(400);
        expect((refused.body as ErrorBody).error).toMatchObject({
          code: 'SEAT_CATEGORY_MISMATCH',
          details: { seatId: seat, seatCategory: category },
        });
      }
      expect(await seatIsFree(ticket, seat)).toBe(true);
      expect(await left(ticket, other)).toBe(beforeOwn);
    }
    expect(await left(ticket, child2)).toBe(before);
  });

  it('sells a seat at its own category price, moves that category, and the shop confirms that price', async () => {
    const ticket = ticketOf(grandstand);
    const adult1 = priceOf(ticket, `${grandstand}-CAT01-ADULT`);
    const child2 = priceOf(ticket, `${grandstand}-CAT02-CHILD`);
    const free = await freeSeats(ticket);
    const [seat1] = free.get(adult1.seatCatSecutixId) ?? [];
    const [seat2] = free.get(child2.seatCatSecutixId) ?? [];
    if (!seat1 || !seat2) throw new Error('no free seats');
    const [before1, before2] = [await left(ticket, adult1), await left(ticket, child2)];
    const created = await createCart([
      standItem(ticket, adult1, seat1),
      standItem(ticket, child2, seat2),
    ]);
    expect(created.status).toBe(201);
    const cart = cartSchema.parse(created.body);
    expect(cart.total).toBe(adult1.price + child2.price);
    expect([await left(ticket, adult1), await left(ticket, child2)]).toEqual([
      before1 - 1,
      before2 - 1,
    ]);
    const page = await api.get<string>(`cart/shop/${cart.uuid}`);
    expect(page.body).toContain(formatPrice(cart.total, 'fr'));
    const confirmed = await api.post<string>(`cart/shop/${cart.uuid}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain(formatPrice(adult1.price + child2.price, 'fr'));
    expect([await left(ticket, adult1), await left(ticket, child2)]).toEqual([
      before1 - 1,
      before2 - 1,
    ]);
    expect(await seatIsFree(ticket, seat1)).toBe(false);
  });

  it('checks a group as SPEC §3 writes it: performance, type, price, locations (400 with a code each)', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const seated = ticketOf(grandstand);
    const adult1 = priceOf(seated, `${grandstand}-CAT01-ADULT`);
    const [seatA, seatB] = (await freeSeats(seated)).get(adult1.seatCatSecutixId) ?? [];
    if (!seatA || !seatB) throw new Error('no free seats');
    const other = tickets.find((each) => each.type !== ticket.type) as Ticket;
    const cases: [string, unknown][] = [
      [
        'PERFORMANCE_MISMATCH',
        { ...group(ticket, price), composedPerformanceSecutixId: `${seated.secutixId}-P1` },
      ],
      ['PRODUCT_TYPE_MISMATCH', { ...group(ticket, price), productType: other.type }],
      [
        'PRICE_MISMATCH',
        {
          ...group(ticket, price),
          audiences: [
            {
              id: price.id,
              quantity: 1,
              seatCategory: { locations: [], price: `${ticket.secutixId}-CHILD` },
            },
          ],
        },
      ],
      [
        'LOCATIONS_NOT_ALLOWED',
        {
          ...group(ticket, price),
          audiences: [
            { id: price.id, quantity: 1, seatCategory: { locations: [seatA], price: price.id } },
          ],
        },
      ],
      [
        'SEATS_REQUIRED',
        {
          ...group(seated, adult1, 2),
          audiences: [
            { id: adult1.id, quantity: 2, seatCategory: { locations: [seatA], price: adult1.id } },
          ],
        },
      ],
      ['SEATS_REQUIRED', { ...group(seated, adult1, 1) }],
      [
        'UNKNOWN_SEAT',
        {
          ...group(seated, adult1, 1),
          audiences: [
            {
              id: adult1.id,
              quantity: 1,
              seatCategory: { locations: ['T12-A-R01-0001'], price: adult1.id },
            },
          ],
        },
      ],
      [
        'DUPLICATE_SEAT',
        {
          ...group(seated, adult1, 2),
          audiences: [
            {
              id: adult1.id,
              quantity: 2,
              seatCategory: { locations: [seatA, seatA], price: adult1.id },
            },
          ],
        },
      ],
    ];
    for (const [code, body] of cases) {
      const refused = await createCart([body]);
      expect(refused.status, code).toBe(400);
      expect((refused.body as ErrorBody).error.code).toBe(code);
    }
    // As SPEC §3 writes it, a seated group with its seats goes in.
    const good = await createCart([
      {
        ...group(seated, adult1, 2),
        audiences: [
          {
            id: adult1.id,
            quantity: 2,
            seatCategory: { locations: [seatA, seatB], price: adult1.id },
          },
        ],
      },
    ]);
    expect(good.status).toBe(201);
  });
});

describe('cart service: ids, media types, limits of a cart', () => {
  it('answers ids that are not uuids with a 404 (a NUL byte: a 400) and the usual body, never a 500', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const cart = cartSchema.parse((await createCart([group(ticket, price)])).body);
    const notUuid = '000000000000000000000000000000000000';
    const answers = [
      await api.get<ErrorBody>(`cart/carts/${notUuid}`),
      await api.get<ErrorBody>(`cart/carts/${notUuid}/upsells`),
      await api.post<ErrorBody>(`cart/carts/${notUuid}/items`, { json: group(ticket, price) }),
      await api.del<ErrorBody>(`cart/carts/${notUuid}/items/${notUuid}`),
      await api.get<ErrorBody>(`cart/carts/zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('CART_NOT_FOUND');
    }
    // A NUL byte anywhere in a path is refused before any route (http/app.ts).
    for (const path of [
      'cart/carts/%00',
      `cart/carts/${cart.uuid}/items/%00`,
      'cart/cart_info/%00',
    ]) {
      const answer = await api.get<ErrorBody>(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_REQUEST');
    }
    for (const itemId of [notUuid, 'x']) {
      const answer = await api.del<ErrorBody>(`cart/carts/${cart.uuid}/items/${itemId}`);
      expect(answer.status, itemId).toBe(404);
      expect(answer.body.error.code).toBe('ITEM_NOT_FOUND');
    }
    expect((await api.get<string>(`cart/shop/${notUuid}`)).status).toBe(404);
  });

  it('takes JSON only: a text/plain or form POST is a 415 and creates nothing', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'ADULT');
    const before = await left(ticket, price);
    const body = JSON.stringify({ buyer: anonymous, groups: [group(ticket, price)] });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const answer = await fetch(`${services.url}/cart/carts`, {
        method: 'POST',
        headers: type ? { 'content-type': type, origin: 'https://evil.example' } : {},
        body,
      });
      expect(answer.status, type).toBe(415);
      expect(((await answer.json()) as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const cart = cartSchema.parse((await createCart([group(ticket, price)])).body);
    const add = await fetch(`${services.url}/cart/carts/${cart.uuid}/items`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(group(ticket, price)),
    });
    expect(add.status).toBe(415);
    expect(await left(ticket, price)).toBe(before - 1);
    const charset = await fetch(`${services.url}/cart/carts/${cart.uuid}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(group(ticket, price)),
    });
    expect(charset.status).toBe(200);
  });

  it('holds at most CART_MAX_QUANTITY (20) places a cart: 409 CART_FULL with max', async () => {
    const prices = tickets
      .filter((each) => !each.seated)
      .flatMap((ticket) =>
        ticket.prices
          .filter(
            (price) =>
              !price.hidden &&
              price.audienceCode !== 'MEME' &&
              price.maxQty >= 5 &&
              price.availability > 50,
          )
          .map((price) => ({ ticket, price })),
      )
      .slice(0, 5);
    if (prices.length < 5) throw new Error('not enough prices');
    const [a, b, c, d, e] = prices as [
      (typeof prices)[0],
      (typeof prices)[0],
      (typeof prices)[0],
      (typeof prices)[0],
      (typeof prices)[0],
    ];
    const tooMany = await createCart(
      [a, b, c, d, e].map(({ ticket, price }) => group(ticket, price, 5)),
    );
    expect(tooMany.status).toBe(409);
    expect((tooMany.body as ErrorBody).error).toMatchObject({
      code: 'CART_FULL',
      details: { max: 20 },
    });
    const cart = cartSchema.parse(
      (await createCart([a, b, c, d].map(({ ticket, price }) => group(ticket, price, 5)))).body,
    );
    const before = await left(e.ticket, e.price);
    const more = await api.post<ErrorBody>(`cart/carts/${cart.uuid}/items`, {
      json: group(e.ticket, e.price),
    });
    expect(more.status).toBe(409);
    expect(more.body.error).toMatchObject({ code: 'CART_FULL', details: { max: 20 } });
    expect(await left(e.ticket, e.price)).toBe(before);
  });

  it('never keeps a cart past CART_MAX_LIFETIME_SECONDS (3600) from its creation, however often it is added to', async () => {
    const { ticket, price } = standing((each) => each.audienceCode === 'CHILD');
    const created = services.clock.now().getTime();
    const cart = cartSchema.parse((await createCart([group(ticket, price)])).body);
    const add = async () =>
      api.post<unknown>(`cart/carts/${cart.uuid}/items`, { json: group(ticket, price) });
    services.clock.advance(1500);
    expect(new Date(cartSchema.parse((await add()).body).validity).getTime()).toBe(
      created + 3300_000,
    );
    services.clock.advance(1500);
    expect(new Date(cartSchema.parse((await add()).body).validity).getTime()).toBe(
      created + 3600_000,
    );
    services.clock.advance(599);
    const last = await api.del<Cart>(
      `cart/carts/${cart.uuid}/items/${cartSchema.parse((await api.get(`cart/carts/${cart.uuid}`)).body).groups[0]?.items[0]?.id ?? ''}`,
    );
    expect(last.status).toBe(200);
    expect(new Date(cartSchema.parse((await add()).body).validity).getTime()).toBe(
      created + 3600_000,
    );
    services.clock.advance(1);
    expect(((await add()).body as ErrorBody).error.code).toBe('CART_NOT_FOUND');
  });

  it('gives an expired cart’s seats and stock back when it expires, without waiting for a write', async () => {
    const ticket = ticketOf('101240202');
    const adult2 = priceOf(ticket, '101240202-CAT02-ADULT');
    const [seat] = (await freeSeats(ticket)).get(adult2.seatCatSecutixId) ?? [];
    const { ticket: general, price } = standing((each) => each.audienceCode === 'ADULT');
    if (!seat) throw new Error('no free seat');
    const before: [number, number] = [await left(ticket, adult2), await left(general, price)];
    const cart = cartSchema.parse(
      (await createCart([standItem(ticket, adult2, seat), group(general, price, 2)])).body,
    );
    expect([await left(ticket, adult2), await left(general, price)]).toEqual([
      before[0] - 1,
      before[1] - 2,
    ]);
    expect(await seatIsFree(ticket, seat)).toBe(false);
    services.clock.advance(
      (new Date(cart.validity).getTime() - services.clock.now().getTime()) / 1000,
    );
    // Reads only from here: the sweeper (CART_SWEEP_MS) releases the cart.
    await expect.poll(() => seatIsFree(ticket, seat), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => [await left(ticket, adult2), await left(general, price)])
      .toEqual(before);
    expect((await api.get(`cart/carts/${cart.uuid}`)).status).toBe(404);
  });

  it('sells each seat once when 50 buyers ask for overlapping seats of two categories at the same time (no 5xx)', async () => {
    const ticket = ticketOf('101240201');
    const prices = [
      priceOf(ticket, '101240201-CAT01-ADULT'),
      priceOf(ticket, '101240201-CAT02-ADULT'),
    ] as const;
    const free = await freeSeats(ticket);
    const pools = prices.map((price) => (free.get(price.seatCatSecutixId) ?? []).slice(0, 6));
    if (pools.some((pool) => pool.length < 6)) throw new Error('not enough free seats');
    const before = await Promise.all(prices.map((price) => left(ticket, price)));
    // Each buyer: a seat of each category, in either order, so that carts cross each other's seats
    // and categories (the stock rows).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, buyer) => {
        const items = prices.map((price, index) =>
          standItem(ticket, price, pools[index]?.[(buyer * (index + 1) + index) % 6] as string),
        );
        return createCart(buyer % 2 ? items : items.reverse());
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const sold = answers
      .filter((answer) => answer.status === 201)
      .flatMap((answer) =>
        cartSchema
          .parse(answer.body)
          .groups.flatMap((each) => each.items.flatMap((item) => item.seatIds)),
      );
    expect(new Set(sold).size).toBe(sold.length);
    expect(sold.length).toBeGreaterThan(0);
    const after = await Promise.all(prices.map((price) => left(ticket, price)));
    expect(after).toEqual(
      before.map(
        (count, index) => count - sold.filter((seat) => pools[index]?.includes(seat)).length,
      ),
    );
    for (const seat of pools.flat())
      expect(await seatIsFree(ticket, seat)).toBe(!sold.includes(seat));
  });
});

// Last: on TEST_DATABASE_URL, other services start on the same database, emptied.
describe('cart service without a shop', () => {
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
