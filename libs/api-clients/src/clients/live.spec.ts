// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type {
  LiveTiming,
  LocatorEvent,
  NewsFeed,
  ProgramEvent,
  SocialPost,
} from '../contracts/index.js';
import * as browser from '../browser.js';
import type { ContentClient } from './content.js';
import * as validated from './index.js';
import { answerGet, stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/content';
const server = stubServices();

const entry = {
  position: 1,
  classPosition: 1,
  number: '7',
  class: 'Hypercar',
  team: 'Voltanis Racing',
  drivers: ['Léa Marchand', 'Tom Aldridge', 'Kenji Sato'],
  vehicle: 'Toyota GR010 Hybrid',
  laps: 212,
  lapsDown: 0,
  gapMs: 0,
  lastLapMs: 209_412,
  bestLapMs: 206_118,
  pitStops: 18,
  status: 'running',
};
const timing = {
  site: 'auto',
  event: '24 Heures du Mans 2027',
  session: {
    name: 'Course',
    status: 'running',
    flag: 'green',
    startsAt: '2027-06-12T16:00:00+02:00',
    durationSeconds: 86_400,
    elapsedSeconds: 45_000,
  },
  updatedAt: '2027-06-13T04:30:00+02:00',
  entries: [entry, { ...entry, position: 2, classPosition: 2, number: '8', gapMs: 12_345 }],
};
const feed = {
  site: 'auto',
  title: 'Actualités',
  href: '/fr/actualites',
  items: [
    {
      id: 'liste-des-engages',
      title: 'Liste des engagés',
      date: '2027-03-13T10:00:00.000Z',
      summary: '62 voitures au départ.',
      href: '/fr/actualites#liste-des-engages',
      category: 'race',
      tag: 'Course',
    },
  ],
};
const event = {
  id: 'watch-party-london',
  type: 'watch-party',
  title: 'Watch party à Londres',
  summary: 'La course sur écran géant.',
  start: '2027-06-12T15:00:00+02:00',
  end: '2027-06-13T17:00:00+02:00',
  venue: 'Riverside Hall',
  city: 'Londres',
  country: 'GB',
};
const happening = {
  id: 'parade',
  start: '2027-06-11T17:00:00+02:00',
  end: '2027-06-11T20:00:00+02:00',
  title: 'Parade des pilotes',
  place: 'Centre-ville',
};
const post = {
  id: 'instagram-hunaudieres',
  network: 'instagram',
  author: '@24hoursoflemans',
  text: 'Le soleil se couche sur les Hunaudières.',
  href: 'https://www.instagram.com/p/example1/',
  date: '2027-06-12T21:40:00+02:00',
  picture: {
    src: 'http://services.test/content/assets/images/sunset.svg',
    alt: 'Coucher de soleil',
    sources: [],
  },
};

const cases = [
  {
    name: 'liveTiming',
    path: 'live/moto',
    query: { locale: 'en' },
    answer: { ...timing, site: 'moto' },
    call: (c: ContentClient) => c.liveTiming({ site: 'moto', locale: 'en' }),
  },
  {
    name: 'newsFeed',
    path: 'news/feed/auto',
    query: { locale: 'fr', category: 'race', limit: '4' },
    answer: feed,
    call: (c: ContentClient) =>
      c.newsFeed({ site: 'auto', locale: 'fr', category: 'race', limit: 4 }),
  },
  {
    name: 'locatorEvents',
    path: 'event/locator/events',
    query: { locale: 'fr', country: 'GB', type: 'watch-party', q: 'londres' },
    answer: [event],
    call: (c: ContentClient) =>
      c.locatorEvents({ locale: 'fr', country: 'GB', type: 'watch-party', q: 'londres' }),
  },
  {
    name: 'programEvents',
    path: 'aco/program-events',
    query: { locale: 'fr' },
    answer: [
      { ...happening, id: 'meeting', start: '2027-02-10T18:30:00+01:00', end: undefined },
      happening,
    ],
    call: (c: ContentClient) => c.programEvents({ site: 'aco', locale: 'fr' }),
  },
  {
    name: 'socialPosts',
    path: 'auto/social-posts',
    query: { locale: 'en', hashtag: 'LeMans24', limit: '3' },
    answer: [post],
    call: (c: ContentClient) =>
      c.socialPosts({ site: 'auto', locale: 'en', hashtag: 'LeMans24', limit: 3 }),
  },
] as const;

// The main entry's client validates every answer; the browser's takes our services' answers as typed.
const flavours = [
  { flavour: 'validating (main entry)', validates: true, ...validated },
  { flavour: 'browser', validates: false, ...browser },
];

describe.each(flavours)(
  'the live methods of the content client, $flavour',
  ({ createContentClient, validates }) => {
    function client() {
      const logger = { error: vi.fn() };
      return { logger, content: createContentClient({ baseUrl, logger }) };
    }

    describe.each(cases)('$name', ({ path, query, answer, call }) => {
      it(`GETs ${path} with its query, with credentials, and resolves to the answer`, async () => {
        const sent = answerGet(server, `${baseUrl}/${path}`, answer);
        const { content, logger } = client();

        await expect(call(content)).resolves.toEqual(answer);
        expect(sent).toEqual({ query, credentials: 'include' });
        expect(logger.error).not.toHaveBeenCalled();
      });

      const failures: [string, () => Response][] = [
        ['a network error', () => HttpResponse.error()],
        ['a 503', () => new HttpResponse('Unavailable', { status: 503 })],
      ];
      if (validates) {
        failures.push([
          'an answer of another shape',
          () => HttpResponse.json({ unexpected: true }),
        ]);
      }
      it.each(failures)('resolves to null and logs on %s', async (_, resolver) => {
        server.use(http.all(`${baseUrl}/*`, resolver));
        const { content, logger } = client();

        await expect(call(content)).resolves.toBeNull();
        expect(logger.error).toHaveBeenCalledOnce();
      });
    });

    it.runIf(validates)(
      'refuses a classification out of order, or a session longer than it lasts',
      async () => {
        const { content } = client();
        for (const answer of [
          { ...timing, entries: [...timing.entries].reverse() },
          { ...timing, session: { ...timing.session, elapsedSeconds: 90_000 } },
        ]) {
          server.use(http.get(`${baseUrl}/live/auto`, () => HttpResponse.json(answer)));
          await expect(content.liveTiming({ site: 'auto', locale: 'fr' })).resolves.toBeNull();
        }
      },
    );

    it.runIf(validates)('refuses an event that ends before it starts', async () => {
      server.use(
        http.get(`${baseUrl}/event/locator/events`, () =>
          HttpResponse.json([{ ...event, end: '2027-06-11T15:00:00+02:00' }]),
        ),
      );
      await expect(client().content.locatorEvents({ locale: 'fr' })).resolves.toBeNull();
    });

    it.runIf(validates)(
      'refuses an agenda out of order, or a happening that ends before it starts',
      async () => {
        const { content } = client();
        for (const answer of [
          [
            happening,
            { ...happening, id: 'earlier', start: '2027-06-10T10:00:00+02:00', end: undefined },
          ],
          [{ ...happening, end: '2027-06-11T16:00:00+02:00' }],
        ]) {
          server.use(http.get(`${baseUrl}/aco/program-events`, () => HttpResponse.json(answer)));
          await expect(content.programEvents({ site: 'aco', locale: 'fr' })).resolves.toBeNull();
        }
      },
    );

    it.runIf(validates)('refuses a post that links anywhere but https', async () => {
      server.use(
        http.get(`${baseUrl}/auto/social-posts`, () =>
          HttpResponse.json([{ ...post, href: 'javascript:alert(1)' }]),
        ),
      );
      await expect(
        client().content.socialPosts({ site: 'auto', locale: 'fr' }),
      ).resolves.toBeNull();
    });

    it('is typed from the contract', () => {
      const content = createContentClient({ baseUrl });
      expectTypeOf(content.liveTiming).returns.resolves.toEqualTypeOf<LiveTiming | null>();
      expectTypeOf(content.newsFeed).returns.resolves.toEqualTypeOf<NewsFeed | null>();
      expectTypeOf(content.locatorEvents).returns.resolves.toEqualTypeOf<LocatorEvent[] | null>();
      expectTypeOf(content.programEvents).returns.resolves.toEqualTypeOf<ProgramEvent[] | null>();
      expectTypeOf(content.socialPosts).returns.resolves.toEqualTypeOf<SocialPost[] | null>();
      expectTypeOf(content.liveTiming).parameter(0).toEqualTypeOf<{
        site: string;
        locale: 'fr' | 'en';
      }>();
      // Never called: the compiler checks what each method accepts.
      const misuses = () => [
        // @ts-expect-error the live timing is of a site
        content.liveTiming({ locale: 'fr' }),
        // @ts-expect-error an unknown event type
        content.locatorEvents({ locale: 'fr', type: 'concert' }),
        // @ts-expect-error the agenda is of a site
        content.programEvents({ locale: 'fr' }),
        // @ts-expect-error no network's posts are asked for by name
        content.socialPosts({ site: 'auto', locale: 'fr', network: 'x' }),
      ];
      expectTypeOf(misuses).toBeFunction();
    });
  },
);
