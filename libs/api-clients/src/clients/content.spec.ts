// @vitest-environment node
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Menu, Site, Ticket, Venue, VenueBlockSeats } from '../contracts/index.js';
import * as browser from '../browser.js';
import { previewTokenHeader } from '../route-table.js';
import type { ContentClient } from './content.js';
import * as validated from './index.js';
import { answerGet, stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/content';
const server = stubServices();

afterEach(() => vi.useRealTimers());

const start = '2027-06-10T14:00:00+02:00';
const end = '2027-06-14T18:00:00+02:00';
const link = { href: '/billetterie', text: 'Billetterie' };

const site = { identifier: 'auto', title: '24 Heures du Mans', colour: '#e30613', href: '/' };
const menu = { identifier: 'main', items: [{ link, children: [{ link }] }] };
const alert = { uuid: '3f1c9a2e-8b4d-4c6e-9a1f-2d3e4f5a6b7c', text: 'Portes ouvertes', start, end };
const socialNetwork = {
  identifier: 'instagram',
  link: { href: 'https://instagram.com', text: 'IG' },
};
const availabilities = {
  tickets: [{ secutixId: 'T1', seatCategorySecutixId: 'GA', availability: 3 }],
  packages: [{ secutixId: 'P1', availability: 0 }],
};
const wording = { identifier: 'checkout', entries: { 'checkout.addToCart.error': 'Erreur' } };
const footer = { items: [{ link, children: [{ link }] }], copyright: '© ACO' };
const metadata = { crawlable: true, hidePartnersFooter: false };
const localizedPaths = { fr: '/', en: '/en' };
const pageSummary = { identifier: 'home', localizedPaths, metadata };
const page = {
  identifier: 'home',
  site: 'auto',
  locale: 'en',
  wording: { title: 'Home' },
  metadata,
  localizedPaths,
  meta: { title: '24 Hours of Le Mans', description: 'The race' },
  templateOptions: { menuLayout: 'home' },
  blocks: [{ id: 'b1', type: 'rich-text', data: { html: '<p>Hi</p>' } }],
};
const partnerCategory = {
  title: 'Partenaires officiels',
  inFooter: true,
  children: [{ uid: 'p1', href: 'https://p.test', logoPicture: { src: '/p1.svg', alt: 'P1' } }],
};
const ticket = {
  secutixId: 'T-WEEKEND',
  eventCode: '24A',
  performanceSecutixId: 'T-WEEKEND-P1',
  type: 'track',
  name: 'weekend',
  displayName: { fr: 'Week-end' },
  start,
  end,
  prices: [
    {
      code: 'ADULT',
      id: 'p1',
      secutixId: 'sp1',
      price: 45000,
      availability: 10,
      seatCatSecutixId: 'GA',
      audienceCode: 'ADU',
      localized: { fr: { label: 'Adulte' } },
    },
  ],
};
const ticketPackage = {
  secutixId: 'PK1',
  eventCode: '24A',
  displayName: { fr: 'Pack' },
  items: [{ secutixId: 'T-WEEKEND', quantity: 1 }],
  price: 120000,
  availability: 4,
};
const localizedName = { fr: { name: 'Catégorie 1' } };
const ticketInfo = {
  productSecutixId: 'T-TRIB',
  productType: 'track',
  performances: [
    {
      id: 'perf1',
      steps: [
        {
          id: 'a1',
          code: 'B1',
          blocks: ['B1'],
          seatIds: ['S-0001'],
          seatCategoryId: 'CAT01',
          availability: 1,
          localized: localizedName,
        },
      ],
      categories: [{ secutixIds: ['c1'], code: 'CAT01', localized: localizedName }],
      prices: [
        {
          ids: ['pp1'],
          audienceCode: 'ADU',
          seatCategoryCodes: ['CAT01'],
          localized: { fr: { audienceName: 'Adulte' } },
          price: 90000,
        },
      ],
    },
  ],
};
const standCategory = {
  id: 'sc1',
  codes: ['CAT01'],
  colour: '#ffd700',
  blocks: [{ id: 'B1', seats: [{ id: 'S-0001', available: true }] }],
  localized: localizedName,
};
const crossSell = {
  id: 'cs1',
  type: 'ticket',
  secutixId: 'T-PARK',
  start,
  end,
  localized: { fr: { title: 'Parking', prices: [{ id: 'pp', label: 'Voiture', price: 20000 }] } },
};
const venue = {
  id: 'circuit-des-24-heures',
  width: 1000,
  height: 640,
  track: [
    [250, 150],
    [750, 150],
    [860, 260],
  ],
  stands: [
    {
      code: 'T12',
      localized: { fr: { name: 'Tribune des Stands (T12)' } },
      polygon: [
        [330, 126],
        [670, 126],
        [670, 70],
        [330, 70],
      ],
      blocks: [
        {
          id: 'T12-A',
          standCode: 'T12',
          categoryCode: 'CAT01',
          polygon: [
            [330, 126],
            [370, 126],
            [370, 70],
            [330, 70],
          ],
          seatCount: 24,
        },
      ],
    },
  ],
};
const venueBlockSeats = {
  blockId: 'T12-A',
  width: 216,
  height: 108,
  seats: [{ id: 'T12-A-R01-0001', row: 'R01', x: 24, y: 26 }],
};

interface Case {
  name: keyof ContentClient;
  /** The path under the base URL the method must call, and the query it must send. */
  path: string;
  query: Record<string, string>;
  answer: object;
  call: (client: ContentClient) => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'sites',
    path: 'sites',
    query: { locale: 'fr' },
    answer: [site],
    call: (c) => c.sites({ locale: 'fr' }),
  },
  {
    name: 'menu',
    path: 'menu/auto/footer',
    query: { locale: 'en', draft: '0' },
    answer: menu,
    call: (c) => c.menu({ site: 'auto', identifier: 'footer', locale: 'en', draft: '0' }),
  },
  {
    name: 'alerts',
    path: 'alerts',
    query: { locale: 'fr', site: 'moto' },
    answer: [alert],
    call: (c) => c.alerts({ locale: 'fr', site: 'moto' }),
  },
  {
    name: 'socialNetworks',
    path: 'auto/social-networks',
    query: { locale: 'fr' },
    answer: [socialNetwork],
    call: (c) => c.socialNetworks({ site: 'auto', locale: 'fr' }),
  },
  {
    name: 'ticketAvailabilities',
    path: 'ticket-availabilities',
    query: { secutixIds: 'T1,T2', packageSecutixIds: 'P1' },
    answer: availabilities,
    call: (c) => c.ticketAvailabilities({ secutixIds: ['T1', 'T2'], packageSecutixIds: 'P1' }),
  },
  {
    name: 'wording',
    path: 'wording/checkout',
    query: { locale: 'en' },
    answer: wording,
    call: (c) => c.wording({ listIdentifier: 'checkout', locale: 'en' }),
  },
  {
    name: 'footer',
    path: 'footer',
    query: { locale: 'fr', site: 'auto' },
    answer: footer,
    call: (c) => c.footer({ locale: 'fr', site: 'auto' }),
  },
  {
    name: 'pages',
    path: 'pages/auto',
    query: { locale: 'fr' },
    answer: [pageSummary],
    call: (c) => c.pages({ site: 'auto', locale: 'fr' }),
  },
  {
    name: 'page',
    path: 'page/auto/home/i18n/en',
    query: {},
    answer: page,
    call: (c) => c.page({ site: 'auto', identifier: 'home', locale: 'en' }),
  },
  {
    name: 'partnerCategories',
    path: 'partner-categories/auto',
    query: { locale: 'fr' },
    answer: [partnerCategory],
    call: (c) => c.partnerCategories({ site: 'auto', locale: 'fr' }),
  },
  {
    name: 'tickets',
    path: 'tickets',
    query: {},
    answer: [ticket],
    call: (c) => c.tickets(),
  },
  {
    name: 'ticketPackages',
    path: 'ticket-packages',
    query: { eventCode: '24M' },
    answer: [ticketPackage],
    call: (c) => c.ticketPackages({ eventCode: '24M' }),
  },
  {
    name: 'ticketInfo',
    path: 'cart_info/T-TRIB',
    query: {},
    answer: ticketInfo,
    call: (c) => c.ticketInfo({ secutixId: 'T-TRIB' }),
  },
  {
    name: 'standCategories',
    path: 'ticket/T-TRIB/stands',
    query: {},
    answer: [standCategory],
    call: (c) => c.standCategories({ secutixId: 'T-TRIB' }),
  },
  {
    name: 'venue',
    path: 'venue/auto',
    query: {},
    answer: venue,
    call: (c) => c.venue({ site: 'auto' }),
  },
  {
    name: 'venueBlockSeats',
    path: 'venue/moto/blocks/T12-A',
    query: {},
    answer: venueBlockSeats,
    call: (c) => c.venueBlockSeats({ site: 'moto', blockId: 'T12-A' }),
  },
  {
    name: 'ticketCrossSells',
    path: 'ticket/T-TRIB/cross-sells',
    query: {},
    answer: [crossSell],
    call: (c) => c.ticketCrossSells({ secutixId: 'T-TRIB' }),
  },
  {
    name: 'packageCrossSells',
    path: 'ticket-package/PK1/cross-sells',
    query: {},
    answer: [crossSell],
    call: (c) => c.packageCrossSells({ secutixId: 'PK1' }),
  },
];

// The main entry's client validates every answer; the browser's takes our services' answers as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)('createContentClient, $flavour', ({ createContentClient, validates }) => {
  function client(options: { previewToken?: string } = {}) {
    const logger = { error: vi.fn() };
    return { logger, content: createContentClient({ baseUrl, logger, ...options }) };
  }

  it('has one method per content route, each tested below', () => {
    const { content } = client();
    // The live routes are tested in live.spec.ts, the forms' POSTs in forms.spec.ts.
    const elsewhere = [
      'liveTiming',
      'newsFeed',
      'locatorEvents',
      'programEvents',
      'socialPosts',
      'contact',
      'submitForm',
    ];
    expect(Object.keys(content).sort()).toEqual([...cases.map((c) => c.name), ...elsewhere].sort());
  });

  describe.each(cases)('$name', ({ path, query, answer, call }) => {
    it(`GETs ${path} with its query and resolves to the answer`, async () => {
      const sent = answerGet(server, `${baseUrl}/${path}`, answer);
      const { content, logger } = client();

      await expect(call(content)).resolves.toMatchObject(answer);
      expect(sent).toEqual({ query, credentials: 'include' });
      expect(logger.error).not.toHaveBeenCalled();
    });

    const failures: [string, () => Response][] = [
      ['a network error', () => HttpResponse.error()],
      [
        'a 404 with the error JSON',
        () =>
          HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such' } }, { status: 404 }),
      ],
      ['a 500', () => new HttpResponse('Internal error', { status: 500 })],
      ['a 300 (any status above 299)', () => HttpResponse.json(answer, { status: 300 })],
      ['an answer that is not JSON', () => HttpResponse.text('<html>oops</html>')],
    ];
    if (validates) {
      failures.push(['an answer of another shape', () => HttpResponse.json({ unexpected: true })]);
    }
    it.each(failures)('resolves to null and logs on %s', async (_, resolver) => {
      server.use(http.all(`${baseUrl}/*`, resolver));
      const { content, logger } = client();

      await expect(call(content)).resolves.toBeNull();
      expect(logger.error).toHaveBeenCalledOnce();
    });
  });

  it.runIf(validates)('applies the schema defaults to the answer', async () => {
    server.use(http.get(`${baseUrl}/tickets`, () => HttpResponse.json([ticket])));
    const tickets = await client().content.tickets();

    expect(tickets?.[0]?.seated).toBe(false);
    expect(tickets?.[0]?.prices[0]).toMatchObject({ maxQty: 5, hidden: false });
  });

  it.runIf(!validates)('takes the answer as our service sent it, without its schema', async () => {
    // What the services send has been through the schema already (defaults filled in, extras dropped).
    const sent = [{ ...site, extra: 'kept' }];
    server.use(http.get(`${baseUrl}/sites`, () => HttpResponse.json(sent)));
    const { content, logger } = client();

    await expect(content.sites({ locale: 'fr' })).resolves.toEqual(sent);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('sends the preview token with draft=1 only, when one is configured', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${baseUrl}/*`, ({ request }) => {
        tokens.push(request.headers.get(previewTokenHeader));
        return HttpResponse.json(menu);
      }),
    );
    const preview = client({ previewToken: 'secret' }).content;
    const anonymous = client().content;

    await preview.menu({ site: 'auto', identifier: 'main', locale: 'fr', draft: '1' });
    await preview.menu({ site: 'auto', identifier: 'main', locale: 'fr', draft: '0' });
    await preview.menu({ site: 'auto', identifier: 'main', locale: 'fr' });
    await anonymous.menu({ site: 'auto', identifier: 'main', locale: 'fr', draft: '1' });

    expect(tokens).toEqual(['secret', null, null, null]);
  });

  it('sends the preview token on every route that takes draft', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${baseUrl}/*`, ({ request }) => {
        if (request.headers.get(previewTokenHeader) === 'secret') {
          paths.push(new URL(request.url).pathname);
        }
        return HttpResponse.json({});
      }),
    );
    const { content } = client({ previewToken: 'secret' });
    const draft = '1';

    await content.sites({ locale: 'fr', draft });
    await content.alerts({ locale: 'fr', site: 'auto', draft });
    await content.ticketAvailabilities({ draft });
    await content.pages({ site: 'auto', locale: 'fr', draft });
    await content.page({ site: 'auto', identifier: 'home', locale: 'fr', draft });

    expect(paths).toEqual([
      '/content/sites',
      '/content/alerts',
      '/content/ticket-availabilities',
      '/content/pages/auto',
      '/content/page/auto/home/i18n/fr',
    ]);
  });

  it('encodes path parameters', async () => {
    let pathname = '';
    server.use(
      http.get(`${baseUrl}/*`, ({ request }) => {
        pathname = new URL(request.url).pathname;
        return HttpResponse.json(wording);
      }),
    );
    await client().content.wording({ listIdentifier: 'a/b c', locale: 'fr' });

    expect(pathname).toBe('/content/wording/a%2Fb%20c');
  });

  it('has no timeout: a slow answer still arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${baseUrl}/sites`, async () => {
        await delay(60_000);
        return HttpResponse.json([site]);
      }),
    );
    const result = client().content.sites({ locale: 'fr' });
    await vi.advanceTimersByTimeAsync(60_000);

    await expect(result).resolves.toEqual([site]);
  });

  it('resolves to null, without logging a failure, when its caller aborts it', async () => {
    server.use(
      http.get(`${baseUrl}/sites`, async () => {
        await delay('infinite');
        return HttpResponse.json([site]);
      }),
    );
    const { content, logger } = client();
    const controller = new AbortController();
    const result = content.sites({ locale: 'fr' }, { signal: controller.signal });
    controller.abort();

    await expect(result).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('uses the given fetch', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(Response.json(init?.credentials === 'include' ? [site] : [])),
    );
    const content = createContentClient({ baseUrl, fetch, logger: { error: vi.fn() } });

    await expect(content.sites({ locale: 'fr' })).resolves.toEqual([site]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${baseUrl}/sites?locale=fr`);
  });

  it('logs to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${baseUrl}/sites`, () => HttpResponse.error()));

    await expect(createContentClient({ baseUrl }).sites({ locale: 'fr' })).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('is typed from the contract', () => {
    const content = createContentClient({ baseUrl });
    expectTypeOf(content.sites).returns.resolves.toEqualTypeOf<Site[] | null>();
    expectTypeOf(content.menu).returns.resolves.toEqualTypeOf<Menu | null>();
    expectTypeOf(content.tickets).returns.resolves.toEqualTypeOf<Ticket[] | null>();
    expectTypeOf(content.venue).returns.resolves.toEqualTypeOf<Venue | null>();
    expectTypeOf(content.venue).parameter(0).toEqualTypeOf<{ site: string }>();
    expectTypeOf(content.venueBlockSeats).returns.resolves.toEqualTypeOf<VenueBlockSeats | null>();
    expectTypeOf(content.venueBlockSeats).parameter(0).toEqualTypeOf<{
      site: string;
      blockId: string;
    }>();
    expectTypeOf(content.menu).parameter(0).toEqualTypeOf<{
      site: string;
      identifier: string;
      locale: 'fr' | 'en';
      draft?: '0' | '1' | undefined;
    }>();
    // Never called: the compiler checks what each method accepts.
    const misuses = () => [
      // @ts-expect-error an unknown locale
      content.sites({ locale: 'de' }),
      // @ts-expect-error a path parameter is missing
      content.menu({ site: 'auto', locale: 'fr' }),
      // @ts-expect-error alerts need a known site
      content.alerts({ locale: 'fr', site: 'nowhere' }),
      // @ts-expect-error a block's seats need its block id
      content.venueBlockSeats({ site: 'auto' }),
    ];
    expectTypeOf(misuses).toBeFunction();
  });
});
