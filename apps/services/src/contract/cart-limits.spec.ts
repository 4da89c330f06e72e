/**
 * The cart service's limits per client address (every call here comes from 127.0.0.1): cart writes and
 * places asked for in a window, each on services of its own with small limits.
 */
import {
  cart as cartSchema,
  ticket as ticketSchema,
  type Ticket,
  type TicketPrice,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { http, type Answer } from '../testing/http';

interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

async function adultPrice(services: TestServices): Promise<{ ticket: Ticket; price: TicketPrice }> {
  const tickets = z
    .array(ticketSchema)
    .parse((await http(services.url).get('content/tickets')).body);
  for (const ticket of tickets.filter((each) => !each.seated)) {
    const price = ticket.prices.find(
      (each) => each.audienceCode === 'ADULT' && each.availability > 50,
    );
    if (price) return { ticket, price };
  }
  throw new Error('no general-admission price');
}

const group = (ticket: Ticket, priceId: string, quantity = 1) => ({
  productSecutixId: ticket.secutixId,
  composedPerformanceSecutixId: ticket.performanceSecutixId,
  productType: ticket.type,
  audiences: [{ id: priceId, quantity, seatCategory: { locations: [], price: priceId } }],
});

function create(services: TestServices, groups: unknown[]): Promise<Answer<unknown>> {
  return http(services.url).post('cart/carts', {
    json: { buyer: { status: 'anonymous' }, groups },
  });
}

function expectTooMany(answers: Answer<unknown>[]) {
  for (const answer of answers) {
    expect((answer.body as ErrorBody).error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }
}

// One services at a time: on TEST_DATABASE_URL, each starts on that one database, emptied.
describe('cart writes per client address', () => {
  let writesLimited: TestServices;
  beforeAll(async () => {
    writesLimited = await startTestServices({
      CART_RATE_MAX_WRITES: '5',
      CART_RATE_MAX_PLACES: '0',
    });
  });
  afterAll(() => writesLimited.close());

  it('answers a parallel burst of cart writes past CART_RATE_MAX_WRITES with 429 TOO_MANY_REQUESTS', async () => {
    const { ticket, price } = await adultPrice(writesLimited);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(writesLimited, [group(ticket, price.id)])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expectTooMany(answers.filter((answer) => answer.status === 429));
    // Adds count too.
    const cart = cartSchema.parse(answers.find((answer) => answer.status === 201)?.body);
    const add = await http(writesLimited.url).post(`cart/carts/${cart.uuid}/items`, {
      json: group(ticket, price.id),
    });
    expect(add.status).toBe(429);
  });
});

describe('cart places per client address', () => {
  let placesLimited: TestServices;
  beforeAll(async () => {
    placesLimited = await startTestServices({
      CART_RATE_MAX_WRITES: '0',
      CART_RATE_MAX_PLACES: '6',
    });
  });
  afterAll(() => placesLimited.close());

  it('holds at most CART_RATE_MAX_PLACES places for one address; refused writes give their places back', async () => {
    const { ticket, price } = await adultPrice(placesLimited);
    // Refused adds hold nothing, so they count for nothing.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await create(placesLimited, [group(ticket, 'no-such-price', 5)])).status).toBe(400);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create(placesLimited, [group(ticket, price.id)])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expectTooMany(answers.filter((answer) => answer.status === 429));
  });
});
