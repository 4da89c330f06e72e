// @vitest-environment node
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Cart, CrossSell, ProductGroup, StandItem } from '../contracts/index.js';
import * as browser from '../browser.js';
import {
  CartError,
  isCartErrorOf,
  isCartFullError,
  isInvalidQuantityError,
  type CartClient,
} from './cart.js';
import * as validated from './index.js';
import { stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/cart';
const cartId = '7d444840-9dc0-4a1b-9f3a-3c1b6d2f9e11';
const server = stubServices();

afterEach(() => vi.useRealTimers());

const item = {
  id: 'i1',
  product: {
    secutixId: 'T-WEEKEND',
    type: 'track',
    localized: { fr: { name: 'Week-end', start: ['jeu. 10'], end: ['dim. 13'] } },
    prices: [{ id: 'p1', price: 45000 }],
  },
  quantity: 2,
  audience: { code: 'ADU', localized: { fr: { name: 'Adulte' } } },
  price: 45000,
};
const cart = {
  uuid: cartId,
  validity: '2027-06-01T12:30:00+02:00',
  shopUrl: 'http://services.test/cart/pay/7d44',
  groups: [{ id: 'g1', items: [item] }],
  total: 90000,
};
const crossSell = {
  id: 'cs1',
  type: 'ticket',
  secutixId: 'T-PARK',
  start: '2027-06-10T08:00:00+02:00',
  end: '2027-06-14T20:00:00+02:00',
  localized: { fr: { title: 'Parking', prices: [{ id: 'pp', label: 'Voiture', price: 20000 }] } },
};
const group: ProductGroup = {
  productSecutixId: 'T-WEEKEND',
  composedPerformanceSecutixId: 'T-WEEKEND-P1',
  productType: 'track',
  audiences: [{ id: 'p1', quantity: 2, seatCategory: { locations: [], price: 'p1' } }],
};
const standItem: StandItem = {
  quantity: 1,
  ticket_option_id: 'T-TRIB',
  ticket_option_price_id: 'pp1',
  area_id: '12',
  seatIds: ['S-0001'],
};

const buyerDetails = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.org',
  phone: '06 12 34 56 78',
  street: '1 rue du Circuit',
  zipCode: '72000',
  city: 'Le Mans',
  country: 'France',
};
const order = {
  reference: 'P24-ABCDE-FGHJK',
  cartId,
  confirmedAt: '2027-06-01T12:00:00+02:00',
  buyer: buyerDetails,
  lines: [{ ...item, seatIds: [] }],
  total: 90000,
};

interface Case {
  name: keyof CartClient;
  method: 'get' | 'post' | 'delete';
  path: string;
  body: unknown;
  answer: object;
  call: (client: CartClient) => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'createCart',
    method: 'post',
    path: 'carts',
    body: { buyer: { status: 'anonymous' }, groups: [group] },
    answer: cart,
    call: (c) => c.createCart({ buyer: { status: 'anonymous' }, groups: [group] }),
  },
  {
    name: 'getCart',
    method: 'get',
    path: `carts/${cartId}`,
    body: undefined,
    answer: cart,
    call: (c) => c.getCart(cartId),
  },
  {
    name: 'addItem',
    method: 'post',
    path: `carts/${cartId}/items`,
    body: standItem,
    answer: cart,
    call: (c) => c.addItem(cartId, standItem),
  },
  {
    name: 'removeItem',
    method: 'delete',
    path: `carts/${cartId}/items/i1`,
    body: undefined,
    answer: cart,
    call: (c) => c.removeItem(cartId, 'i1'),
  },
  {
    name: 'upsells',
    method: 'get',
    path: `carts/${cartId}/upsells`,
    body: undefined,
    answer: [crossSell],
    call: (c) => c.upsells(cartId),
  },
  {
    name: 'placeOrder',
    method: 'post',
    path: 'order',
    body: { cartId, buyer: buyerDetails },
    answer: order,
    call: (c) => c.placeOrder({ cartId, buyer: buyerDetails }),
  },
];

async function failure(promise: Promise<unknown>): Promise<CartError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CartError);
  if (!(error instanceof CartError)) throw new Error('not a CartError');
  return error;
}

// The main entry's client validates every answer; the browser's takes our services' answers as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)('createCartClient, $flavour', ({ createCartClient, validates }) => {
  it('has one method per cart route, each tested below', () => {
    const client = createCartClient({ baseUrl });
    expect(Object.keys(client).sort()).toEqual(cases.map((c) => c.name).sort());
  });

  describe.each(cases)('$name', ({ method, path, body, answer, call }) => {
    it(`${method.toUpperCase()}s ${path} and resolves to the answer`, async () => {
      let sent: unknown;
      let contentType: string | null = null;
      server.use(
        http[method](`${baseUrl}/${path}`, async ({ request }) => {
          contentType = request.headers.get('content-type');
          sent = body === undefined ? undefined : await request.json();
          return HttpResponse.json(answer);
        }),
      );

      await expect(call(createCartClient({ baseUrl }))).resolves.toMatchObject(answer);
      expect(sent).toEqual(body);
      if (body !== undefined) expect(contentType).toBe('application/json');
    });

    it('sends the logged-in visitor’s account token as a bearer, read at each call', async () => {
      const authorizations: (string | null)[] = [];
      server.use(
        http[method](`${baseUrl}/${path}`, ({ request }) => {
          authorizations.push(request.headers.get('authorization'));
          return HttpResponse.json(answer);
        }),
      );
      let token: string | null = 'token-of-camille';
      const client = createCartClient({ baseUrl, token: () => token });

      await call(client);
      token = 'token-refreshed';
      await call(client);
      token = null;
      await call(client);

      expect(authorizations).toEqual(['Bearer token-of-camille', 'Bearer token-refreshed', null]);
    });

    it.each([
      ['no token option', {}],
      ['a token option that has none', { token: () => undefined }],
      ['an empty token', { token: () => '' }],
    ])('sends no Authorization header with %s', async (_, tokenOption) => {
      let authorization: string | null = 'not read';
      server.use(
        http[method](`${baseUrl}/${path}`, ({ request }) => {
          authorization = request.headers.get('authorization');
          return HttpResponse.json(answer);
        }),
      );

      await call(createCartClient({ baseUrl, ...tokenOption }));
      expect(authorization).toBeNull();
    });

    const failures: [string, () => Response, Partial<CartError>][] = [
      [
        'a refusal with the error JSON',
        () =>
          HttpResponse.json(
            { error: { code: 'CART_NOT_FOUND', message: 'This cart has expired' } },
            { status: 404 },
          ),
        { code: 'CART_NOT_FOUND', status: 404, message: 'This cart has expired' },
      ],
      [
        'a 500 without the error JSON',
        () => new HttpResponse('Bad gateway', { status: 502 }),
        { code: 'HTTP_ERROR', status: 502 },
      ],
      [
        'a 500 with the error JSON',
        () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 }),
        { code: 'INTERNAL', status: 500, message: 'Boom' },
      ],
      ['a network error', () => HttpResponse.error(), { code: 'NETWORK', status: undefined }],
      [
        'a 2xx that is not JSON',
        () => HttpResponse.text('ok'),
        { code: 'INVALID_RESPONSE', status: 200 },
      ],
    ];
    if (validates) {
      failures.push([
        'a 2xx of another shape',
        () => HttpResponse.json({ uuid: 'nope' }, { status: 201 }),
        { code: 'INVALID_RESPONSE', status: 201 },
      ]);
    }
    it.each(failures)('rejects with a CartError on %s', async (_, resolver, expected) => {
      server.use(http.all(`${baseUrl}/*`, resolver));

      const error = await failure(call(createCartClient({ baseUrl })));
      expect(error).toMatchObject(expected);
      expect(error.message).not.toBe('');
    });

    it('rejects with TIMEOUT when no answer comes in time, and aborts the request', async () => {
      let aborted: Promise<void> | undefined;
      server.use(
        http.all(`${baseUrl}/*`, async ({ request }) => {
          aborted = new Promise((resolve) =>
            request.signal.addEventListener('abort', () => resolve()),
          );
          await delay('infinite');
          return HttpResponse.json(answer);
        }),
      );

      const error = await failure(call(createCartClient({ baseUrl, timeout: 20 })));
      expect(error).toMatchObject({ code: 'TIMEOUT', status: undefined });
      await expect(aborted).resolves.toBeUndefined();
    });
  });

  it('times out after 12000 ms by default (SPEC §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${baseUrl}/carts/:cartId`, async () => {
        await delay('infinite');
        return HttpResponse.json(cart);
      }),
    );
    let settled = false;
    const result = createCartClient({ baseUrl })
      .getCart(cartId)
      .finally(() => {
        settled = true;
      });
    const error = failure(result);

    await vi.advanceTimersByTimeAsync(11_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(error).resolves.toMatchObject({ code: 'TIMEOUT' });
  });

  it('answers a quantity above maxQty with INVALID_QUANTITY and its typed details', async () => {
    server.use(
      http.post(`${baseUrl}/carts/:cartId/items`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'INVALID_QUANTITY',
              message: 'Too many',
              details: { max: 4, productName: 'Week-end' },
            },
          },
          { status: 409 },
        ),
      ),
    );

    const error = await failure(createCartClient({ baseUrl }).addItem(cartId, group));
    expect(error).toMatchObject({ code: 'INVALID_QUANTITY', status: 409, message: 'Too many' });
    expect(isInvalidQuantityError(error)).toBe(true);
    if (isInvalidQuantityError(error)) {
      expectTypeOf(error.details.max).toEqualTypeOf<number>();
      expectTypeOf(error.details.productName).toEqualTypeOf<string>();
      expect(error.details).toEqual({ max: 4, productName: 'Week-end' });
    }
  });

  it('leaves out INVALID_QUANTITY details that do not fit', async () => {
    server.use(
      http.post(`${baseUrl}/carts/:cartId/items`, () =>
        HttpResponse.json(
          { error: { code: 'INVALID_QUANTITY', message: 'Too many', details: { max: 'four' } } },
          { status: 409 },
        ),
      ),
    );

    const error = await failure(createCartClient({ baseUrl }).addItem(cartId, group));
    expect(error).toMatchObject({ code: 'INVALID_QUANTITY', details: undefined });
    expect(isInvalidQuantityError(error)).toBe(false);
  });

  it('refuses a member-only price for a non-member with MEMBER_ONLY', async () => {
    server.use(
      http.post(`${baseUrl}/carts`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'MEMBER_ONLY',
              message: 'Members only',
              details: { priceId: 'MEME-1' },
            },
          },
          { status: 403 },
        ),
      ),
    );

    const error = await failure(
      createCartClient({ baseUrl }).createCart({ buyer: { status: 'anonymous' }, groups: [group] }),
    );
    expect(error).toMatchObject({
      code: 'MEMBER_ONLY',
      status: 403,
      details: { priceId: 'MEME-1' },
    });
    expect(isInvalidQuantityError(error)).toBe(false);
  });

  it.each([
    [401, 'LOGIN_REQUIRED', 'This session has ended'],
    [403, 'MEMBER_ONLY', 'Members only'],
    [429, 'TOO_MANY_REQUESTS', 'Slow down'],
    [400, 'SEAT_CATEGORY_MISMATCH', 'This seat is not of that price’s category'],
  ] as const)('answers %i %s with that code', async (status, code, message) => {
    server.use(
      http.post(`${baseUrl}/carts/:cartId/items`, () =>
        HttpResponse.json({ error: { code, message } }, { status }),
      ),
    );

    const error = await failure(createCartClient({ baseUrl }).addItem(cartId, group));
    expect(error).toMatchObject({ code, status, message });
    expect(isCartErrorOf(error, code)).toBe(true);
    expect(isCartErrorOf(error, 'CART_NOT_FOUND')).toBe(false);
  });

  it('answers a full cart with CART_FULL and how many tickets a cart takes', async () => {
    server.use(
      http.post(`${baseUrl}/carts/:cartId/items`, () =>
        HttpResponse.json(
          { error: { code: 'CART_FULL', message: 'Full', details: { max: 20 } } },
          { status: 409 },
        ),
      ),
    );

    const error = await failure(createCartClient({ baseUrl }).addItem(cartId, group));
    expect(error).toMatchObject({ code: 'CART_FULL', status: 409 });
    expect(isCartFullError(error)).toBe(true);
    if (isCartFullError(error)) {
      expectTypeOf(error.details.max).toEqualTypeOf<number>();
      expect(error.details.max).toBe(20);
    }
    expect(isInvalidQuantityError(error)).toBe(false);
  });

  it('is not a CART_FULL error with details that do not fit, nor for another code', () => {
    const full = (details: Record<string, unknown> | undefined) =>
      new CartError('CART_FULL', 'Full', { status: 409, details });
    expect(isCartFullError(full({ max: 'twenty' }))).toBe(false);
    expect(isCartFullError(full({ max: -1 }))).toBe(false);
    expect(isCartFullError(full(undefined))).toBe(false);
    expect(isCartFullError(new CartError('INVALID_QUANTITY', 'x', { details: { max: 2 } }))).toBe(
      false,
    );
    expect(isCartFullError(new Error('CART_FULL'))).toBe(false);
    expect(isCartErrorOf(new Error('MEMBER_ONLY'), 'MEMBER_ONLY')).toBe(false);
  });

  it('is not an INVALID_QUANTITY error for anything but a CartError', () => {
    expect(isInvalidQuantityError(new Error('INVALID_QUANTITY'))).toBe(false);
    expect(isInvalidQuantityError(undefined)).toBe(false);
  });

  it('uses the given fetch', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(cart)));
    await expect(createCartClient({ baseUrl, fetch }).getCart(cartId)).resolves.toMatchObject({
      uuid: cartId,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is typed from the contract', () => {
    const client = createCartClient({ baseUrl });
    expectTypeOf(client.getCart).returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf(client.upsells).returns.resolves.toEqualTypeOf<CrossSell[]>();
    const misuses = () => [
      // @ts-expect-error a buyer is required
      client.createCart({ groups: [group] }),
      // @ts-expect-error stand items are one seat at a time
      client.addItem(cartId, { ...standItem, quantity: 2 }),
    ];
    expectTypeOf(misuses).toBeFunction();
  });
});
