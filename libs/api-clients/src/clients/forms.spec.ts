// @vitest-environment node
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as browser from '../browser.js';
import * as validated from './index.js';
import { stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/content';
const server = stubServices();

afterEach(() => vi.useRealTimers());

const answers = {
  name: 'Camille Martin',
  email: 'camille@example.org',
  message: 'Bonjour, une question sur les navettes.',
  consent: true,
};
const refusal = {
  error: {
    code: 'INVALID_FORM',
    message: 'Some answers were refused.',
    details: { fields: { email: 'invalid', message: 'tooShort' } },
  },
};

// The main entry's client validates every answer; the browser's takes our services' answers as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)('content client forms, $flavour', ({ createContentClient, validates }) => {
  function client() {
    const logger = { error: vi.fn() };
    return { logger, content: createContentClient({ baseUrl, logger }) };
  }

  it('POSTs a contact form as JSON with credentials and resolves to its reference', async () => {
    const seen: { body?: unknown; credentials?: string; type?: string | null } = {};
    server.use(
      http.post(`${baseUrl}/contact`, async ({ request }) => {
        seen.body = await request.json();
        seen.credentials = request.credentials;
        seen.type = request.headers.get('content-type');
        return HttpResponse.json({ success: true, reference: 'PDK-7K2M9QXA' });
      }),
    );
    const { content, logger } = client();

    await expect(
      content.contact({ locale: 'fr', values: answers, page: '/fr/contact' }),
    ).resolves.toEqual({ ok: true, reference: 'PDK-7K2M9QXA' });
    expect(seen.body).toEqual({ locale: 'fr', values: answers, page: '/fr/contact' });
    expect(seen.credentials).toBe('include');
    expect(seen.type).toMatch(/application\/json/);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('POSTs any other form to form/{formIdentifier}/i18n/{locale}', async () => {
    let body: unknown;
    server.use(
      http.post(`${baseUrl}/form/seminar-configurator/i18n/en`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, reference: 'PDK-SEMINAR1' });
      }),
    );
    const values = { participants: 40, activities: ['karting', 'museum'], consent: true };

    await expect(
      client().content.submitForm({ formIdentifier: 'seminar-configurator', locale: 'en', values }),
    ).resolves.toEqual({ ok: true, reference: 'PDK-SEMINAR1' });
    expect(body).toEqual({ values });
  });

  it('resolves a 422 to the refused fields, without logging (an expected outcome)', async () => {
    server.use(http.post(`${baseUrl}/contact`, () => HttpResponse.json(refusal, { status: 422 })));
    const { content, logger } = client();

    await expect(content.contact({ locale: 'en', values: answers })).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      fields: { email: 'invalid', message: 'tooShort' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('resolves a 429 to busy', async () => {
    server.use(
      http.post(`${baseUrl}/form/devis/i18n/fr`, () =>
        HttpResponse.json({ error: { code: 'TOO_MANY', message: 'Later.' } }, { status: 429 }),
      ),
    );
    await expect(
      client().content.submitForm({ formIdentifier: 'devis', locale: 'fr', values: {} }),
    ).resolves.toEqual({ ok: false, reason: 'busy' });
  });

  const failures: [string, () => Response][] = [
    ['a network error', () => HttpResponse.error()],
    ['a 500', () => new HttpResponse('Internal error', { status: 500 })],
    ['a 422 of another shape', () => HttpResponse.json({ oops: true }, { status: 422 })],
    [
      'a 400',
      () =>
        HttpResponse.json({ error: { code: 'INVALID_REQUEST', message: 'x' } }, { status: 400 }),
    ],
    ['an answer that is not JSON', () => HttpResponse.text('<html>oops</html>')],
  ];
  if (validates)
    failures.push(['a 200 that is no receipt', () => HttpResponse.json({ success: false })]);
  it.each(failures)('resolves to failed and logs on %s', async (_, resolver) => {
    server.use(http.post(`${baseUrl}/*`, resolver));
    const { content, logger } = client();

    await expect(content.contact({ locale: 'fr', values: answers })).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('gives up after the generic timeout rather than leaving the visitor waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(`${baseUrl}/contact`, async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true, reference: 'never' });
      }),
    );
    const { content, logger } = client();

    const result = content.contact({ locale: 'fr', values: answers });
    await vi.advanceTimersByTimeAsync(12_001);
    await expect(result).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('encodes the form identifier in the path', async () => {
    let path = '';
    server.use(
      http.post(`${baseUrl}/form/*`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, reference: 'R' });
      }),
    );
    await client().content.submitForm({ formIdentifier: 'a b', locale: 'fr', values: {} });
    expect(path).toBe('/content/form/a%20b/i18n/fr');
  });
});
