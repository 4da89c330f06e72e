// @vitest-environment node
import { HttpResponse, delay, http, type HttpResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as browser from '../browser.js';
import {
  customerErrorMessage,
  isMember,
  membershipOf,
  loginErrorMessage,
  type Bouquet,
} from './account.js';
import * as validated from './index.js';
import { stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/account';
const accountSiteUrl = 'http://account.test';
const server = stubServices();

const user = {
  firstname: 'Jacky',
  lastname: 'Ickx',
  email: 'member@paddock.test',
  mobile_phone_number: { national_number: '0612345678' },
  city: 'Le Mans',
  postcode: '72000',
  country: 'FR',
  address1: '1 route du circuit',
};
const aco1 = { choice: { name: 'ACO1' }, date_end: '2099-12-31T23:59:59+01:00' };
const ended = { choice: { name: 'ACO1' }, date_end: '2020-12-31T23:59:59+01:00' };

// The main entry's client validates every answer; the browser's takes our services' answers as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)('the account client, $flavour', ({ createAccountClient, validates }) => {
  function account(timeout?: number) {
    const logger = { error: vi.fn() };
    const client = createAccountClient({ baseUrl, accountSiteUrl, logger, timeout });
    return { logger, client };
  }

  const never: HttpResponseResolver = async () => {
    await delay('infinite');
    return HttpResponse.json({});
  };

  /** Failures of the service or the network, which each method turns into a result and logs. */
  const failures: [string, HttpResponseResolver][] = [
    ['a network error', () => HttpResponse.error()],
    ['a 500 without JSON', () => new HttpResponse('Internal error', { status: 500 })],
    ['a 2xx that is not JSON', () => HttpResponse.text('<html></html>')],
  ];
  // Only the main entry's client holds an answer to its schema; the browser's trusts our services.
  if (validates)
    failures.push(['a 2xx of another shape', () => HttpResponse.json({ success: 'yes' })]);

  describe('login', () => {
    it('POSTs the form and resolves to the token', async () => {
      let form: Record<string, string> = {};
      let contentType: string | null = null;
      server.use(
        http.post(`${baseUrl}/api/mobile/login`, async ({ request }) => {
          contentType = request.headers.get('content-type');
          form = Object.fromEntries(new URLSearchParams(await request.text()));
          return HttpResponse.json({ success: true, data: { token: 'tok-1' } });
        }),
      );
      const { client, logger } = account();

      await expect(
        client.login({ email: 'member@paddock.test', password: 'Paddock-24h!' }),
      ).resolves.toEqual({ ok: true, token: 'tok-1' });
      expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(form).toEqual({ email: 'member@paddock.test', password: 'Paddock-24h!' });
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each([
      [
        'a refused login (401) with its text',
        () => HttpResponse.json({ success: false, error: 'Bad credentials' }, { status: 401 }),
        'Bad credentials',
      ],
      [
        'a refused login (401) without text',
        () => HttpResponse.json({ success: false }, { status: 401 }),
        loginErrorMessage,
      ],
      [
        'too many attempts (429)',
        () => HttpResponse.json({ success: false, error: 'Too many attempts' }, { status: 429 }),
        'Too many attempts',
      ],
      [
        'too many attempts (429) as the error JSON',
        () =>
          HttpResponse.json(
            { error: { code: 'RATE_LIMITED', message: 'Try again in a minute' } },
            { status: 429 },
          ),
        'Try again in a minute',
      ],
      [
        'a 200 answer that is not a success',
        () => HttpResponse.json({ success: false, error: 'Unknown account' }),
        'Unknown account',
      ],
    ])('is errorLogin on %s, not logged', async (_, resolver, message) => {
      server.use(http.post(`${baseUrl}/api/mobile/login`, resolver));
      const { client, logger } = account();

      await expect(client.login({ email: 'a@b.test', password: 'x' })).resolves.toEqual({
        ok: false,
        code: 'errorLogin',
        message,
      });
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each([...failures, ['no answer in time', never] as const])(
      "is errorLogin 'login error' on %s, logged",
      async (_, resolver) => {
        server.use(http.post(`${baseUrl}/api/mobile/login`, resolver));
        const { client, logger } = account(20);

        await expect(client.login({ email: 'a@b.test', password: 'x' })).resolves.toEqual({
          ok: false,
          code: 'errorLogin',
          message: 'login error',
        });
        expect(logger.error).toHaveBeenCalledOnce();
      },
    );

    it("uses the server's text of a 5xx when it sends one", async () => {
      server.use(
        http.post(`${baseUrl}/api/mobile/login`, () =>
          HttpResponse.json({ success: false, error: 'Maintenance' }, { status: 503 }),
        ),
      );
      await expect(account().client.login({ email: 'a@b.test', password: 'x' })).resolves.toEqual({
        ok: false,
        code: 'errorLogin',
        message: 'Maintenance',
      });
    });
  });

  describe('customer', () => {
    it('GETs with the bearer token and resolves to the user', async () => {
      let authorization: string | null = null;
      server.use(
        http.get(`${baseUrl}/api/mobile/customer`, ({ request }) => {
          authorization = request.headers.get('authorization');
          return HttpResponse.json({ success: true, data: user });
        }),
      );

      await expect(account().client.customer('tok-1')).resolves.toEqual({ ok: true, user });
      expect(authorization).toBe('Bearer tok-1');
    });

    it.each([
      [
        'an expired token (401)',
        () => HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 }),
        'Token expired',
      ],
      [
        'a refusal as the error JSON (403)',
        () =>
          HttpResponse.json(
            { error: { code: 'FORBIDDEN', message: 'No access' } },
            { status: 403 },
          ),
        'No access',
      ],
      [
        'a 200 answer that is not a success',
        () => HttpResponse.json({ success: false, message: 'Invalid token' }),
        'Invalid token',
      ],
      [
        'a refusal without a message',
        () => HttpResponse.json({ success: false }, { status: 401 }),
        customerErrorMessage,
      ],
    ])("returns the server's message on %s", async (_, resolver, message) => {
      server.use(http.get(`${baseUrl}/api/mobile/customer`, resolver));

      await expect(account().client.customer('tok-1')).resolves.toEqual({ ok: false, message });
    });

    it.each([...failures, ['no answer in time', never] as const])(
      'returns a fixed message on %s, logged',
      async (_, resolver) => {
        server.use(http.get(`${baseUrl}/api/mobile/customer`, resolver));
        const { client, logger } = account(20);

        await expect(client.customer('tok-1')).resolves.toEqual({
          ok: false,
          message: customerErrorMessage,
        });
        expect(logger.error).toHaveBeenCalledOnce();
      },
    );
  });

  describe('bouquets', () => {
    it('GETs with the bearer token and resolves to the list', async () => {
      let authorization: string | null = null;
      server.use(
        http.get(`${baseUrl}/api/mobile/customer/bouquets`, ({ request }) => {
          authorization = request.headers.get('authorization');
          return HttpResponse.json({ success: true, data: { objects: [aco1, ended] } });
        }),
      );

      await expect(account().client.bouquets('tok-1')).resolves.toEqual([aco1, ended]);
      expect(authorization).toBe('Bearer tok-1');
    });

    it.each([
      ...failures,
      ['no answer in time', never] as const,
      [
        'an expired token (401)',
        () => HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 }),
      ] as const,
      [
        'a 200 answer that is not a success',
        () => HttpResponse.json({ success: false, data: { objects: [aco1] } }),
      ] as const,
    ])('resolves to [] on %s, logged', async (_, resolver) => {
      server.use(http.get(`${baseUrl}/api/mobile/customer/bouquets`, resolver));
      const { client, logger } = account(20);

      await expect(client.bouquets('tok-1')).resolves.toEqual([]);
      expect(logger.error).toHaveBeenCalledOnce();
    });
  });

  describe('refresh', () => {
    it('POSTs the token as form and bearer and resolves to the new one', async () => {
      let authorization: string | null = null;
      let form: Record<string, string> = {};
      server.use(
        http.post(`${baseUrl}/api/mobile/login/token/refresh`, async ({ request }) => {
          authorization = request.headers.get('authorization');
          form = Object.fromEntries(new URLSearchParams(await request.text()));
          return HttpResponse.json({ success: true, data: { token: 'tok-2' } });
        }),
      );

      await expect(account().client.refresh('tok-1')).resolves.toEqual({
        ok: true,
        token: 'tok-2',
      });
      expect(authorization).toBe('Bearer tok-1');
      expect(form).toEqual({ token_to_renew: 'tok-1' });
    });

    it.each([
      [
        'an expired token (401)',
        () => HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 }),
      ],
      ['a 200 answer that is not a success', () => HttpResponse.json({ success: false })],
    ])('is not ok on %s, not logged', async (_, resolver) => {
      server.use(http.post(`${baseUrl}/api/mobile/login/token/refresh`, resolver));
      const { client, logger } = account();

      await expect(client.refresh('tok-1')).resolves.toEqual({ ok: false });
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each([...failures, ['no answer in time', never] as const])(
      'is not ok on %s, logged',
      async (_, resolver) => {
        server.use(http.post(`${baseUrl}/api/mobile/login/token/refresh`, resolver));
        const { client, logger } = account(20);

        await expect(client.refresh('tok-1')).resolves.toEqual({ ok: false });
        expect(logger.error).toHaveBeenCalledOnce();
      },
    );
  });

  describe('logout', () => {
    it('POSTs with the bearer token and resolves to true once the token is revoked', async () => {
      let authorization: string | null = null;
      server.use(
        http.post(`${baseUrl}/api/mobile/logout`, ({ request }) => {
          authorization = request.headers.get('authorization');
          return HttpResponse.json({ success: true });
        }),
      );
      const { client, logger } = account();

      await expect(client.logout('tok-1')).resolves.toBe(true);
      expect(authorization).toBe('Bearer tok-1');
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('is true, not logged, for a token the service no longer knows (401)', async () => {
      server.use(
        http.post(`${baseUrl}/api/mobile/logout`, () =>
          HttpResponse.json({ success: false }, { status: 401 }),
        ),
      );
      const { client, logger } = account();

      await expect(client.logout('tok-1')).resolves.toBe(true);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each([
      ...failures,
      ['no answer in time', never] as const,
      ['a 200 answer that is not a success', () => HttpResponse.json({ success: false })] as const,
      [
        'another refusal (403)',
        () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status: 403 }),
      ] as const,
    ])('is false on %s, logged', async (_, resolver) => {
      server.use(http.post(`${baseUrl}/api/mobile/logout`, resolver));
      const { client, logger } = account(20);

      await expect(client.logout('tok-1')).resolves.toBe(false);
      expect(logger.error).toHaveBeenCalledOnce();
    });
  });

  describe('forgotPassword', () => {
    it('GETs the account site page of the locale with the email, ignoring the answer', async () => {
      let url: URL | undefined;
      server.use(
        http.get(`${accountSiteUrl}/:locale/forgot-password`, ({ request }) => {
          url = new URL(request.url);
          return HttpResponse.text('<html>Check your mail</html>');
        }),
      );
      const { client, logger } = account();

      await expect(client.forgotPassword('en', 'jacky+24h@paddock.test')).resolves.toBeUndefined();
      expect(url?.pathname).toBe('/en/forgot-password');
      expect(url?.searchParams.get('email')).toBe('jacky+24h@paddock.test');
      expect(logger.error).not.toHaveBeenCalled();
    });

    it.each([
      ['a network error', () => HttpResponse.error()],
      ['a 500', () => new HttpResponse('Internal error', { status: 500 })],
      ['a 404', () => HttpResponse.json({ error: 'Unknown email' }, { status: 404 })],
      ['no answer in time', never],
    ])('resolves and only logs on %s', async (_, resolver) => {
      server.use(http.get(`${accountSiteUrl}/:locale/forgot-password`, resolver));
      const { client, logger } = account(20);

      await expect(client.forgotPassword('fr', 'a@b.test')).resolves.toBeUndefined();
      expect(logger.error).toHaveBeenCalledOnce();
    });
  });

  describe('createAccountClient', () => {
    it('logs to the console by default', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(http.get(`${baseUrl}/api/mobile/customer/bouquets`, () => HttpResponse.error()));

      await expect(createAccountClient({ baseUrl, accountSiteUrl }).bouquets('t')).resolves.toEqual(
        [],
      );
      expect(error).toHaveBeenCalledOnce();
      error.mockRestore();
    });

    it('uses the given fetch', async () => {
      const fetch = vi.fn(() =>
        Promise.resolve(Response.json({ success: true, data: { token: 't' } })),
      );
      const client = createAccountClient({ baseUrl, accountSiteUrl, fetch });

      await expect(client.login({ email: 'a@b.test', password: 'x' })).resolves.toEqual({
        ok: true,
        token: 't',
      });
      expect(fetch).toHaveBeenCalledOnce();
    });
  });
});

describe('membershipOf', () => {
  const bouquet = (name: string, dateEnd: string) => ({ choice: { name }, date_end: dateEnd });

  it('gives the ACO1 membership that ends last, current or ended', () => {
    expect(
      membershipOf([
        bouquet('ACO1', '2025-12-31T23:59:59+01:00'),
        bouquet('OTHER', '2030-01-01T00:00:00Z'),
        bouquet('ACO1', '2026-12-31T23:59:59+01:00'),
      ]),
    ).toEqual({ code: 'ACO1', endsAt: '2026-12-31T23:59:59+01:00' });
  });

  it('is null without any ACO1 bouquet, or with an unreadable end', () => {
    expect(membershipOf([])).toBeNull();
    expect(membershipOf([bouquet('OTHER', '2030-01-01T00:00:00Z')])).toBeNull();
    expect(membershipOf([bouquet('ACO1', 'soon')])).toBeNull();
  });
});

describe('isMember', () => {
  const now = new Date('2027-06-01T00:00:00Z');
  const bouquet = (name: string, date_end: string): Bouquet => ({ choice: { name }, date_end });

  it('is true with an ACO1 bouquet that ends after now', () => {
    expect(isMember([bouquet('ACO1', '2027-06-01T00:00:01Z')], now)).toBe(true);
    expect(isMember([bouquet('PASS', '2027-12-31T00:00:00Z'), aco1], now)).toBe(true);
  });

  it('is false without one', () => {
    expect(isMember([], now)).toBe(false);
    expect(isMember([bouquet('ACO1', '2027-06-01T00:00:00Z')], now)).toBe(false);
    expect(isMember([ended], now)).toBe(false);
    expect(isMember([bouquet('ACO2', '2099-01-01T00:00:00Z')], now)).toBe(false);
    expect(isMember([bouquet('ACO1', 'not a date')], now)).toBe(false);
  });

  it('compares with the current time by default', () => {
    expect(isMember([aco1])).toBe(true);
    expect(isMember([ended])).toBe(false);
  });
});
