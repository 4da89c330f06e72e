/**
 * What the services refuse whatever the route: text the database cannot store, bodies too large or not
 * JSON; and the headers of their own HTML pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../http/app';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices();
  api = http(services.url);
});
afterAll(() => services.close());

interface ErrorBody {
  error: { code: string; message: string };
}

const contact = {
  name: 'Camille Martin',
  email: 'camille.martin@example.org',
  subject: 'Navettes',
  message: 'Bonjour',
  consent: true,
};

describe('text the database cannot store', () => {
  it.each([
    'content/tickets?eventCode=%00',
    'content/ticket-packages?eventCode=24A%00',
    'content/sites?locale=fr&draft=%00',
    'content/menu/auto/main%00?locale=fr',
    'content/cart_info/%00',
    'content/ticket/%00/stands',
    'content/wording/%00?locale=fr',
    'content/auto/social-posts?hashtag=%00',
    'cart/shop/%00',
    'account/fr/forgot-password?email=%00',
  ])('GET %s: 400 INVALID_REQUEST', async (path) => {
    const answer = await api.get<ErrorBody>(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
    expect(answer.body.error.message).toMatch(/not allowed/);
  });

  it.each([
    ['a NUL', 'Bonjour\u0000'],
    ['half a surrogate pair', 'Bonjour \ud83c'],
  ])('in a JSON body (%s): 400 INVALID_REQUEST', async (_, message) => {
    const answer = await api.post<ErrorBody>('content/contact', {
      json: { locale: 'fr', values: { ...contact, message } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
  });

  it('in a JSON key: 400 INVALID_REQUEST', async () => {
    const answer = await api.post<ErrorBody>('content/contact', {
      json: { locale: 'fr', values: { ...contact, 'x\u0000': 'y' } },
    });
    expect(answer.status).toBe(400);
  });

  it('in a form body: 400 INVALID_REQUEST', async () => {
    const answer = await api.post<ErrorBody>('account/api/mobile/login/token/refresh', {
      form: { token_to_renew: 'a\u0000b' },
      headers: { authorization: 'Bearer ab' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_REQUEST');
  });

  it('is still welcome elsewhere: accents and emoji pass', async () => {
    const answer = await api.post<{ success: boolean }>('content/contact', {
      json: { locale: 'fr', values: { ...contact, message: 'Très bien 🏁, merci !' } },
    });
    expect(answer.status).toBe(200);
  });
});

describe('request bodies', () => {
  const huge = JSON.stringify({
    locale: 'fr',
    values: { ...contact, message: 'x'.repeat(70_000) },
  });

  it(`answer 413 PAYLOAD_TOO_LARGE above ${maxBodyBytes} bytes`, async () => {
    const answer = await fetch(`${services.url}/content/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answer 413 as well when sent in chunks without a length', async () => {
    const bytes = new TextEncoder().encode(huge);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192)
          controller.enqueue(bytes.slice(at, at + 8192));
        controller.close();
      },
    });
    const answer = await fetch(`${services.url}/cart/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answer 400 INVALID_REQUEST when they are not JSON', async () => {
    const answer = await fetch(`${services.url}/cart/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"buyer": {',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('INVALID_REQUEST');
  });

  it('answer 400 when nested deeper than any stack', async () => {
    const answer = await fetch(`${services.url}/content/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"locale":"fr","values":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
    });
    expect(answer.status).toBe(400);
  });
});

describe("the services' own pages", () => {
  it.each(['account/fr/forgot-password?email=fan%40paddock.test', 'account/en/create-account'])(
    '%s: a strict Content-Security-Policy and the site’s headers',
    async (path) => {
      const answer = await api.get<string>(path);
      expect(answer.status).toBe(200);
      expectPageHeaders(answer.headers);
    },
  );

  it('the local shop page too, even for a cart that is gone', async () => {
    const answer = await api.get<string>('cart/shop/6f1c2a7e-0b4d-4e55-9a4b-2b8f0c1d9e3a');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expectPageHeaders(answer.headers);
  });

  function expectPageHeaders(headers: Headers) {
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers.get('cache-control')).toBe('no-store');
  }
});
