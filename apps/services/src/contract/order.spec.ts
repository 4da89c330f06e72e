import {
  cart as cartSchema,
  order as orderSchema,
  ticket as ticketSchema,
  type Cart,
  type Ticket,
  type TicketPrice,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { bearer, cartGroup, loginWith, standingOf, type ErrorBody } from '../testing/cart-api';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;
let tickets: Ticket[];

const buyer = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea.martin@example.org',
  phone: '06 12 34 56 78',
  street: '1 rue du Circuit',
  zipCode: '72000',
  city: 'Le Mans',
  country: 'France',
};

beforeAll(async () => {
  services = await startTestServices({ CART_RATE_MAX_WRITES: '0', CART_RATE_MAX_PLACES: '0' });
  api = http(services.url);
  tickets = z.array(ticketSchema).parse((await api.get('content/tickets?eventCode=24A')).body);
});
afterAll(() => services.close());

const standing = (test: (price: TicketPrice) => boolean) => standingOf(tickets, test);

const group = cartGroup;

const login = (email: string) => loginWith(api, email);

async function newCart(quantity = 2, token?: string, memberPrice = false): Promise<Cart> {
  const { ticket, price } = standing((each) =>
    memberPrice ? each.audienceCode === 'MEME' : each.audienceCode !== 'MEME',
  );
  const answer = await api.post('cart/carts', {
    json: {
      buyer: { status: 'anonymous' },
      groups: [group(ticket, price, quantity)],
    },
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(answer.status).toBe(201);
  return cartSchema.parse(answer.body);
}

const order = (cartId: string, token?: string, details: unknown = buyer) =>
  api.post('cart/order', {
    json: { cartId, buyer: details },
    ...(token ? { headers: bearer(token) } : {}),
  });

describe('POST cart/order', () => {
  it("orders a cart at the service's own totals, with a reference, the lines and the buyer", async () => {
    const cart = await newCart(2);
    const answer = await order(cart.uuid);
    expect(answer.status).toBe(201);
    const placed = orderSchema.parse(answer.body);
    expect(placed.reference).toMatch(/^P24-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(placed.cartId).toBe(cart.uuid);
    expect(placed.total).toBe(cart.total);
    expect(placed.lines.map((line) => [line.product.secutixId, line.quantity])).toEqual(
      cart.groups.flatMap((each) => each.items).map((line) => [line.product.secutixId, 2]),
    );
    expect(placed.buyer).toEqual(buyer);
    // The cart is paid: it is gone from the cart routes.
    expect((await api.get(`cart/carts/${cart.uuid}`)).status).toBe(404);
  });

  it('answers the same order to a repeat, and one order to a double submit in parallel', async () => {
    const cart = await newCart(1);
    const answers = await Promise.all([order(cart.uuid), order(cart.uuid), order(cart.uuid)]);
    expect(answers.map((each) => each.status).sort()).toEqual([200, 200, 201]);
    const references = new Set(answers.map((each) => orderSchema.parse(each.body).reference));
    expect(references.size).toBe(1);
    const again = await order(cart.uuid);
    expect(again.status).toBe(200);
    expect(orderSchema.parse(again.body).reference).toBe([...references][0]);
  });

  it('trims the details and refuses details the informations form would refuse', async () => {
    const cart = await newCart(1);
    for (const details of [
      { ...buyer, email: 'not-an-email' },
      { ...buyer, phone: '12' },
      { ...buyer, zipCode: '7' },
      { ...buyer, city: '   ' },
      { ...buyer, country: undefined },
      { ...buyer, firstname: 'x'.repeat(201) },
    ]) {
      const answer = await order(cart.uuid, undefined, details);
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).error.code).toBe('INVALID_REQUEST');
    }
    const answer = await order(cart.uuid, undefined, { ...buyer, city: '  Le Mans ' });
    expect(answer.status).toBe(201);
    expect(orderSchema.parse(answer.body).buyer.city).toBe('Le Mans');
  });

  it('refuses an expired cart, an unknown one and a cart id that is no uuid', async () => {
    const cart = await newCart(1);
    services.clock.advance(1801);
    const expired = await order(cart.uuid);
    expect(expired.status).toBe(404);
    expect((expired.body as ErrorBody).error.code).toBe('CART_NOT_FOUND');
    const unknown = await order('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const garbage = await order("1' or 1=1 --");
    expect(garbage.status).toBe(400);
  });

  it("orders a member's cart only with that member's token", async () => {
    const token = await login('member@paddock.test');
    const cart = await newCart(1, token, true);
    const anonymous = await order(cart.uuid);
    expect(anonymous.status).toBe(401);
    expect((anonymous.body as ErrorBody).error.code).toBe('LOGIN_REQUIRED');
    const other = await order(cart.uuid, await login('visitor@paddock.test'));
    expect(other.status).toBe(403);
    expect((other.body as ErrorBody).error.code).toBe('NOT_YOUR_CART');
    const own = await order(cart.uuid, token);
    expect(own.status).toBe(201);
    // Nor is the order shown to another buyer afterwards.
    expect((await order(cart.uuid)).status).toBe(401);
    expect((await order(cart.uuid, token)).status).toBe(200);
  });

  it('refuses a cart emptied of its items', async () => {
    const cart = await newCart(1);
    const [item] = cart.groups.flatMap((each) => each.items);
    if (!item) throw new Error('the cart holds nothing');
    expect((await api.del(`cart/carts/${cart.uuid}/items/${item.id}`)).status).toBe(200);
    const answer = await order(cart.uuid);
    expect(answer.status).toBe(409);
    expect((answer.body as ErrorBody).error.code).toBe('EMPTY_CART');
  });

  // Last: the huge body leaves the connection closed behind it.
  it('takes JSON only, refuses NUL bytes and a huge body, never a 500', async () => {
    const cart = await newCart(1);
    const form = await api.post('cart/order', { form: { cartId: cart.uuid } });
    expect(form.status).toBe(415);
    const nul = await order(cart.uuid, undefined, { ...buyer, lastname: 'Mar\u0000tin' });
    expect(nul.status).toBe(400);
    const huge = await order(cart.uuid, undefined, { ...buyer, street: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const extra = await order(cart.uuid, undefined, { ...buyer, total: 0 });
    // Extra fields (a total the browser made up) change nothing: the service prices the order.
    expect(extra.status).toBe(201);
    expect(orderSchema.parse(extra.body).total).toBe(cart.total);
  });
});

describe('POST cart/order, limited per address', () => {
  it('answers 429 with Retry-After past the writes of a window', async () => {
    const limited = await startTestServices({ CART_RATE_MAX_WRITES: '1' });
    try {
      const call = http(limited.url);
      const answer = await call.post('cart/order', {
        json: { cartId: '00000000-0000-4000-8000-000000000000', buyer },
      });
      expect(answer.status).toBe(404);
      const refused = await call.post('cart/order', {
        json: { cartId: '00000000-0000-4000-8000-000000000000', buyer },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
