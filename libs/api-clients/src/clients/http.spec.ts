// @vitest-environment node
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountRoutes, cartRoutes, contentRoutes } from '../contracts/routes.js';
import { contentRouteTable } from '../route-table.js';
import { RequestError, callRoute, callRouteWithin, createHttp, toSearchParams } from './http.js';
import { TimeoutError } from './timeout.js';
import { stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/base/';
const server = stubServices();
const api = createHttp({ baseUrl });

const menu = { identifier: 'main', items: [{ link: { href: '/', text: 'Accueil' } }] };

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  if (!(error instanceof RequestError)) throw new Error('not a RequestError');
  return error;
}

describe('toSearchParams', () => {
  it('leaves out undefined and null, joins lists with commas, stringifies the rest', () => {
    expect(
      toSearchParams({ a: 'x', b: undefined, c: null, d: ['1', '2'], e: 3, f: false })?.toString(),
    ).toBe('a=x&d=1%2C2&e=3&f=false');
  });

  it('is undefined when there is nothing to send', () => {
    expect(toSearchParams(undefined)).toBeUndefined();
    expect(toSearchParams('a=b')).toBeUndefined();
    expect(toSearchParams({ a: undefined })).toBeUndefined();
  });
});

describe('callRoute', () => {
  it('fills the path, sends the query and resolves to the validated answer', async () => {
    let url: URL | undefined;
    let accept: string | null = null;
    server.use(
      http.get('http://services.test/base/menu/:site/:identifier', ({ request }) => {
        url = new URL(request.url);
        accept = request.headers.get('accept');
        return HttpResponse.json({ ...menu, extra: 'dropped' });
      }),
    );

    await expect(
      callRoute(api, contentRoutes.menu, {
        params: { site: 'auto', identifier: 'main' },
        query: { locale: 'en', draft: undefined },
      }),
    ).resolves.toEqual(menu);
    expect(url?.pathname).toBe('/base/menu/auto/main');
    expect(url?.search).toBe('?locale=en');
    expect(accept).toBe('application/json');
  });

  it('sends a JSON body', async () => {
    let body: unknown;
    server.use(
      http.post('http://services.test/base/carts/:cartId/items', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { error: { code: 'CART_NOT_FOUND', message: 'Gone' } },
          { status: 404 },
        );
      }),
    );
    const group = {
      productSecutixId: 'T1',
      composedPerformanceSecutixId: 'T1-P1',
      productType: 'track' as const,
      audiences: [{ id: 'p', quantity: 1, seatCategory: { locations: [], price: 'p' } }],
    };

    const error = await rejection(
      callRoute(api, cartRoutes.addItem, { params: { cartId: 'c1' }, body: group }),
    );
    expect(body).toEqual(group);
    expect(error).toMatchObject({
      kind: 'status',
      status: 404,
      body: { error: { code: 'CART_NOT_FOUND', message: 'Gone' } },
    });
  });

  it('sends a form with the bearer token', async () => {
    let seen: { type: string | null; authorization: string | null; form: string } | undefined;
    server.use(
      http.post('http://services.test/base/api/mobile/login/token/refresh', async ({ request }) => {
        seen = {
          type: request.headers.get('content-type'),
          authorization: request.headers.get('authorization'),
          form: await request.text(),
        };
        return HttpResponse.json({ success: true, data: { token: 'new' } });
      }),
    );

    await expect(
      callRoute(api, accountRoutes.refresh, { token: 'old', body: { token_to_renew: 'old' } }),
    ).resolves.toEqual({ success: true, data: { token: 'new' } });
    expect(seen).toEqual({
      type: expect.stringMatching(/^application\/x-www-form-urlencoded/),
      authorization: 'Bearer old',
      form: 'token_to_renew=old',
    });
  });

  it.each([300, 304, 400, 401, 429, 500, 503])(
    'rejects any status above 299 (%s), asked once',
    async (status) => {
      let calls = 0;
      server.use(
        http.get('http://services.test/base/sites', () => {
          calls += 1;
          return status === 304
            ? new HttpResponse(null, { status })
            : HttpResponse.json({ error: { code: 'X', message: 'no' } }, { status });
        }),
      );

      const error = await rejection(
        callRoute(api, contentRoutes.sites, { query: { locale: 'fr' } }),
      );
      expect(error).toMatchObject({ kind: 'status', status });
      expect(calls).toBe(1);
    },
  );

  it('rejects a network failure as network, once: no retries', async () => {
    let calls = 0;
    server.use(
      http.get('http://services.test/base/sites', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );

    const error = await rejection(callRoute(api, contentRoutes.sites, { query: { locale: 'fr' } }));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(calls).toBe(1);
  });

  it('rejects a 2xx that is not JSON as invalid-response', async () => {
    server.use(http.get('http://services.test/base/sites', () => HttpResponse.text('[oops')));

    const error = await rejection(callRoute(api, contentRoutes.sites, { query: { locale: 'fr' } }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('rejects a 2xx of another shape as invalid-response, with the schema error', async () => {
    server.use(
      http.get('http://services.test/base/sites', () => HttpResponse.json([{ identifier: 'x' }])),
    );

    const error = await rejection(callRoute(api, contentRoutes.sites, { query: { locale: 'fr' } }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('takes the answer as sent on a route without its schema (the browser’s table)', async () => {
    server.use(
      http.get('http://services.test/base/sites', () => HttpResponse.json([{ identifier: 'x' }])),
    );

    await expect(
      callRoute(api, contentRouteTable.sites, { query: { locale: 'fr' } }),
    ).resolves.toEqual([{ identifier: 'x' }]);
  });

  it('rejects a 2xx that is not JSON as invalid-response on a route without its schema', async () => {
    server.use(http.get('http://services.test/base/sites', () => HttpResponse.text('[oops')));

    const error = await rejection(
      callRoute(api, contentRouteTable.sites, { query: { locale: 'fr' } }),
    );
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('joins the base URL and the path with one slash', async () => {
    let pathname: string | undefined;
    server.use(
      http.get('http://services.test/base/sites', ({ request }) => {
        pathname = new URL(request.url).pathname;
        return HttpResponse.json([]);
      }),
    );

    await callRoute(createHttp({ baseUrl: 'http://services.test/base' }), contentRouteTable.sites, {
      query: { locale: 'fr' },
    });
    expect(pathname).toBe('/base/sites');
  });

  it('rejects as network when aborted through its signal', async () => {
    server.use(
      http.get('http://services.test/base/sites', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const result = callRoute(api, contentRoutes.sites, {
      query: { locale: 'fr' },
      signal: controller.signal,
    });
    controller.abort();

    await expect(rejection(result)).resolves.toMatchObject({ kind: 'network' });
  });
});

describe('callRouteWithin', () => {
  it('resolves like callRoute in time', async () => {
    server.use(http.get('http://services.test/base/sites', () => HttpResponse.json([])));

    await expect(
      callRouteWithin(api, contentRoutes.sites, { query: { locale: 'fr' } }, 1000),
    ).resolves.toEqual([]);
  });

  it('rejects with a TimeoutError and aborts the request past its time', async () => {
    let aborted: Promise<void> | undefined;
    server.use(
      http.get('http://services.test/base/sites', async ({ request }) => {
        aborted = new Promise((resolve) =>
          request.signal.addEventListener('abort', () => resolve()),
        );
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );

    await expect(
      callRouteWithin(api, contentRoutes.sites, { query: { locale: 'fr' } }, 20),
    ).rejects.toBeInstanceOf(TimeoutError);
    await expect(aborted).resolves.toBeUndefined();
  });

  it('aborts the request past its time where AbortSignal.any is missing (older browsers)', async () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    let aborted: Promise<void> | undefined;
    server.use(
      http.get('http://services.test/base/sites', async ({ request }) => {
        aborted = new Promise((resolve) =>
          request.signal.addEventListener('abort', () => resolve()),
        );
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    try {
      const caller = new AbortController();
      await expect(
        callRouteWithin(
          api,
          contentRoutes.sites,
          { query: { locale: 'fr' }, signal: caller.signal },
          20,
        ),
      ).rejects.toBeInstanceOf(TimeoutError);
      await expect(aborted).resolves.toBeUndefined();
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  });

  it("still honours the caller's signal", async () => {
    server.use(
      http.get('http://services.test/base/sites', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const result = callRouteWithin(
      api,
      contentRoutes.sites,
      { query: { locale: 'fr' }, signal: controller.signal },
      1000,
    );
    controller.abort();

    await expect(rejection(result)).resolves.toMatchObject({ kind: 'network' });
  });
});
