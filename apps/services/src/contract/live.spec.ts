import {
  carRaceClasses,
  liveTiming,
  locatorEvent,
  motoRaceClasses,
  newsFeed,
  programEvents,
  socialPost,
} from '@paddock/api-clients/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices();
  api = http(`${services.url}/content`);
});
afterAll(() => services.close());

async function valid<T extends z.ZodMiniType>(schema: T, path: string): Promise<z.output<T>> {
  const answer = await api.get(path);
  expect(answer.status, path).toBe(200);
  return schema.parse(answer.body);
}

const events = z.array(locatorEvent);
const posts = z.array(socialPost);

describe('live timing of the content service', () => {
  it.each([
    ['auto', 'fr', 'Course', carRaceClasses],
    ['moto', 'en', 'Race', motoRaceClasses],
  ] as const)(
    'serves the running race of %s (%s), every class of it, in order',
    async (site, locale, sessionName, classes) => {
      const timing = await valid(liveTiming, `live/${site}?locale=${locale}`);
      expect(timing.site).toBe(site);
      expect(timing.session).toMatchObject({ name: sessionName, status: 'running' });
      expect(timing.updatedAt).toBe(services.clock.now().toISOString());
      expect(new Set(timing.entries.map((entry) => entry.class))).toEqual(new Set(classes));
      const [leader] = timing.entries;
      expect(leader).toMatchObject({ position: 1, classPosition: 1, lapsDown: 0, gapMs: 0 });
      expect(leader?.laps).toBeGreaterThan(100);
      // Each class counts its own positions from 1.
      for (const raceClass of classes) {
        const positions = timing.entries
          .filter((entry) => entry.class === raceClass)
          .map((entry) => entry.classPosition);
        expect(positions).toEqual(positions.map((_, index) => index + 1));
      }
    },
  );

  it('has a car race of twenty entries or more, with a retirement', async () => {
    const timing = await valid(liveTiming, 'live/auto?locale=en');
    expect(timing.entries.length).toBeGreaterThanOrEqual(20);
    expect(timing.entries.some((entry) => entry.status === 'retired')).toBe(true);
    expect(timing.entries.at(-1)?.status).toBe('retired');
  });

  it('moves on with the clock', async () => {
    const before = await valid(liveTiming, 'live/auto?locale=fr');
    services.clock.advance(15 * 60);
    const after = await valid(liveTiming, 'live/auto?locale=fr');
    expect(after.session.elapsedSeconds - before.session.elapsedSeconds).toBe(15 * 60);
    expect(after.entries[0]?.laps).toBeGreaterThan(before.entries[0]?.laps ?? Infinity);
  });

  it('answers a site without a race with 404, and a bad locale with 400', async () => {
    for (const path of ['live/karting?locale=fr', 'live/formula-e?locale=fr']) {
      const answer = await api.get<{ error: { code: string } }>(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    expect((await api.get('live/auto?locale=de')).status).toBe(400);
  });
});

describe('news feeds of the content service', () => {
  it.each(['fr', 'en'] as const)(
    'serves the latest news of the car site (%s), newest first, ten by default',
    async (locale) => {
      const feed = await valid(newsFeed, `news/feed/auto?locale=${locale}`);
      expect(feed.href).toBe(locale === 'fr' ? '/fr/actualites' : '/en/news');
      expect(feed.items.length).toBeGreaterThanOrEqual(8);
      expect(feed.items.length).toBeLessThanOrEqual(10);
      const dates = feed.items.map((item) => Date.parse(item.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // The site's own news and its partners' (another site's, with their name).
      expect(feed.items.some((item) => item.href.startsWith('/'))).toBe(true);
      expect(
        feed.items.filter((item) => /^https:/.test(item.href)).every((item) => item.source),
      ).toBe(true);
    },
  );

  it('keeps to a category and a number of items', async () => {
    const feed = await valid(newsFeed, 'news/feed/auto?locale=fr&category=race&limit=2');
    expect(feed.items).toHaveLength(2);
    expect(feed.items.every((item) => item.category === 'race')).toBe(true);
    expect((await valid(newsFeed, 'news/feed/moto?locale=en&limit=50')).items.length).toBe(8);
    const none = await valid(newsFeed, 'news/feed/auto?locale=fr&category=no-such-thing');
    expect(none.items).toEqual([]);
  });

  it('refuses a bad limit or category with 400, a site without a feed with 404', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=many', 'category=Not%20a%20slug']) {
      expect((await api.get(`news/feed/auto?locale=fr&${query}`)).status, query).toBe(400);
    }
    expect((await api.get('news/feed/classic?locale=fr')).status).toBe(404);
  });
});

describe('agendas of the content service', () => {
  it('serves the car race’s week, session by session, in order', async () => {
    const week = await valid(programEvents, 'auto/program-events?locale=fr');
    expect(week.length).toBeGreaterThanOrEqual(10);
    expect(week[0]).toMatchObject({ title: 'Journée test — séance 1', place: 'Circuit' });
    expect(week.map((event) => event.title)).toContain('Parade des pilotes');
    const english = await valid(programEvents, 'auto/program-events?locale=en');
    expect(english.map((event) => event.id)).toEqual(week.map((event) => event.id));
    expect(english.map((event) => event.title)).toContain('Drivers’ parade');
  });

  it('serves every site’s own agenda', async () => {
    const moto = await valid(programEvents, 'moto/program-events?locale=en');
    expect(moto.map((event) => event.title)).toEqual(['Free practice', 'Race start', 'Finish']);
    const aco = await valid(programEvents, 'aco/program-events?locale=fr');
    expect(aco[0]?.title).toBe('Assemblée générale des membres');
  });

  it('answers an unknown site with 404 and a bad locale with 400', async () => {
    expect((await api.get('formula-e/program-events?locale=fr')).status).toBe(404);
    expect((await api.get('auto/program-events?locale=de')).status).toBe(400);
  });
});

describe('social walls of the content service', () => {
  it('serves the posts picked for a site, newest first, six by default', async () => {
    const all = await valid(posts, 'auto/social-posts?locale=en');
    expect(all).toHaveLength(6);
    const dates = all.map((post) => Date.parse(post.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ network: 'instagram', author: '@24hoursoflemans' });
    expect(all[0]?.text).toMatch(/^Sunset over the Hunaudières straight/);
    // Pictures are the content service's own: the wall loads nothing of the networks'.
    for (const post of all) {
      if (post.picture)
        expect(post.picture.src).toMatch(new RegExp(`^${services.url}/content/assets/`));
    }
  });

  it('keeps to a hashtag (with or without its case) and a number of posts', async () => {
    const podium = await valid(posts, 'auto/social-posts?locale=fr&hashtag=podium');
    expect(podium.map((post) => post.id)).toEqual(['instagram-podium']);
    expect(
      await valid(posts, 'auto/social-posts?locale=fr&hashtag=LeMans24&limit=24'),
    ).toHaveLength(7);
    expect(await valid(posts, 'auto/social-posts?locale=fr&limit=2')).toHaveLength(2);
    expect(await valid(posts, 'moto/social-posts?locale=fr&hashtag=LeMans24')).toEqual([]);
    // A site with no posts picked has an empty wall.
    expect(await valid(posts, 'classic/social-posts?locale=fr')).toEqual([]);
  });

  it('refuses a bad limit or hashtag with 400, an unknown site with 404', async () => {
    for (const query of ['limit=0', 'limit=25', 'hashtag=%23LeMans24', 'hashtag=two%20words']) {
      expect((await api.get(`auto/social-posts?locale=fr&${query}`)).status, query).toBe(400);
    }
    expect((await api.get('formula-e/social-posts?locale=fr')).status).toBe(404);
  });
});

describe('event locator of the content service', () => {
  it.each(['fr', 'en'] as const)(
    'lists the organiser’s events around the world (%s), soonest first',
    async (locale) => {
      const all = await valid(events, `event/locator/events?locale=${locale}`);
      expect(all.length).toBeGreaterThanOrEqual(12);
      expect(new Set(all.map((event) => event.country)).size).toBeGreaterThan(4);
      expect(new Set(all.map((event) => event.type))).toEqual(
        new Set(['watch-party', 'exhibition', 'roadshow', 'meet-up']),
      );
      const starts = all.map((event) => Date.parse(event.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    },
  );

  it('filters by country, type and words of the title or place, accents aside', async () => {
    const french = await valid(events, 'event/locator/events?locale=fr&country=FR');
    expect(french.length).toBeGreaterThan(3);
    expect(french.every((event) => event.country === 'FR')).toBe(true);
    const parties = await valid(events, 'event/locator/events?locale=en&type=watch-party');
    expect(parties.every((event) => event.type === 'watch-party')).toBe(true);
    const geneva = await valid(events, 'event/locator/events?locale=fr&q=GENEVE');
    expect(geneva.map((event) => event.city)).toEqual(['Genève']);
    const both = await valid(
      events,
      'event/locator/events?locale=en&country=GB&type=watch-party&q=london',
    );
    expect(both).toHaveLength(1);
    expect(await valid(events, 'event/locator/events?locale=fr&country=FR&q=tokyo')).toEqual([]);
  });

  it('leaves out the events that are over', async () => {
    const now = await valid(events, 'event/locator/events?locale=fr');
    // Two years on, every event of the seed is over.
    services.clock.advance(2 * 365 * 24 * 3600);
    expect(await valid(events, 'event/locator/events?locale=fr')).toEqual([]);
    expect(now.length).toBeGreaterThan(0);
  });

  it('refuses a bad country or type with 400', async () => {
    for (const query of ['country=France', 'type=concert', `q=${'x'.repeat(101)}`]) {
      expect((await api.get(`event/locator/events?locale=fr&${query}`)).status, query).toBe(400);
    }
  });
});
