import {
  liveRace,
  locatorEvent,
  newsFeed,
  programEvents,
  siteId,
  socialPost,
  type Locale,
  type SiteId,
} from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { createSeed } from './index';
import { liveDocuments } from './live';

const now = new Date('2026-03-15T10:00:00.000Z');
const seed = createSeed({
  assetsUrl: 'http://localhost:3100/content/assets',
  accountSiteUrl: 'http://localhost:3100/account',
  now,
  cartTtlSeconds: 1800,
});
const { races, newsFeeds, locatorEvents, programs, socialPosts } = seed.live;

/** Valid for the contract, and nothing lost in parsing (no unknown keys, no defaults filled in). */
function expectValid(schema: z.ZodMiniType, value: unknown, label: string) {
  const result = schema.safeParse(value);
  expect(result.error, label).toBeUndefined();
  expect(result.data, label).toEqual(value);
}

/** A path of a seeded page of the site in the locale. */
/** A page or a news article of the site lives at `path`. */
function isPage(site: SiteId, locale: Locale, path: string) {
  const [withoutAnchor = ''] = path.split('#');
  const at = (localizedPaths: { fr: string; en: string }) =>
    localizedPaths[locale] === withoutAnchor;
  return (
    seed.pages.some(
      ({ page }) => page.site === site && page.locale === locale && at(page.localizedPaths),
    ) ||
    seed.newsArticles.some(
      (article) => article.site === site && article.locale === locale && at(article.localizedPaths),
    )
  );
}

describe('the live seed', () => {
  it('has the entry lists of the car and motorbike races, in both locales', () => {
    for (const { locale, race } of races) expectValid(liveRace, race, `${race.site} ${locale}`);
    const car = races.find(({ race }) => race.site === 'auto')?.race;
    const moto = races.find(({ race }) => race.site === 'moto')?.race;
    expect(car?.entrants.length).toBeGreaterThanOrEqual(20);
    expect(new Set(car?.entrants.map((entrant) => entrant.class))).toEqual(
      new Set(['Hypercar', 'LMP2', 'LMGT3']),
    );
    expect(moto?.entrants.length).toBeGreaterThanOrEqual(10);
    expect(new Set(moto?.entrants.map((entrant) => entrant.class))).toEqual(
      new Set(['EWC', 'Superstock']),
    );
    for (const { race } of races) {
      const numbers = race.entrants.map((entrant) => entrant.number);
      expect(new Set(numbers).size, race.site).toBe(numbers.length);
    }
    expect(races.map(({ locale, race }) => `${race.site} ${locale}`).sort()).toEqual([
      'auto en',
      'auto fr',
      'moto en',
      'moto fr',
    ]);
  });

  it('has news feeds of eight items or more per site and locale, newest first', () => {
    for (const { locale, feed } of newsFeeds) {
      const label = `${feed.site} ${locale}`;
      expectValid(newsFeed, feed, label);
      expect(feed.items.length, label).toBeGreaterThanOrEqual(8);
      const dates = feed.items.map((item) => Date.parse(item.date));
      expect(dates, label).toEqual([...dates].sort((a, b) => b - a));
      expect(new Set(feed.items.map((item) => item.id)).size, label).toBe(feed.items.length);
      // A link to a page of the site leads to one that exists.
      for (const href of [feed.href, ...feed.items.map((item) => item.href)]) {
        if (href.startsWith('/')) expect(isPage(feed.site, locale, href), href).toBe(true);
      }
    }
    const idsOf = (locale: Locale) =>
      newsFeeds
        .filter((each) => each.locale === locale)
        .flatMap(({ feed }) => feed.items.map((item) => item.id));
    expect(idsOf('en')).toEqual(idsOf('fr'));
  });

  it('has twelve events or more around the world, the same in both locales', () => {
    for (const { locale, events } of locatorEvents) {
      for (const event of events) {
        expectValid(locatorEvent, event, `${event.id} ${locale}`);
        if (event.href?.startsWith('/')) {
          expect(isPage('auto', locale, event.href), event.href).toBe(true);
        }
      }
      expect(events.length).toBeGreaterThanOrEqual(12);
      expect(new Set(events.map((event) => event.country)).size).toBeGreaterThanOrEqual(6);
    }
    const [fr, en] = locatorEvents;
    expect(en?.events.map((event) => event.id)).toEqual(fr?.events.map((event) => event.id));
    expect(fr?.events.find((event) => event.id === 'direct-londres')?.city).toBe('Londres');
    expect(en?.events.find((event) => event.id === 'direct-londres')?.city).toBe('London');
  });

  it('has an agenda for every site in both locales, in order, the same happenings in each', () => {
    expect(programs.map(({ site, locale }) => `${site} ${locale}`).sort()).toEqual(
      siteId.options.flatMap((site) => [`${site} en`, `${site} fr`]).sort(),
    );
    for (const { site, locale, events } of programs) {
      expectValid(programEvents, events, `${site} ${locale}`);
      expect(events.length, site).toBeGreaterThanOrEqual(2);
      const other = programs.find((p) => p.site === site && p.locale !== locale);
      expect(events.map((event) => event.id)).toEqual(other?.events.map((event) => event.id));
    }
    // The car race's week: test day to finish, sessions with their end and place.
    const week = programs.find(({ site, locale }) => site === 'auto' && locale === 'en')?.events;
    expect(week?.[0]).toMatchObject({ title: 'Test day — session 1', place: 'Circuit' });
    expect(week?.at(-1)?.title).toBe('Race and finish');
    expect(week?.every((event) => event.end !== undefined)).toBe(true);
  });

  it('has posts picked for the car and motorbike walls, newest first, pictures of its own', () => {
    for (const { site, locale, posts } of socialPosts) {
      for (const { post, hashtags } of posts) {
        expectValid(socialPost, post, `${site} ${locale} ${post.id}`);
        expect(hashtags.length).toBeGreaterThan(0);
        if (post.picture)
          expect(post.picture.src).toMatch(/^http:\/\/localhost:3100\/content\/assets\//);
      }
      const dates = posts.map(({ post }) => Date.parse(post.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    const car = socialPosts.find(({ site, locale }) => site === 'auto' && locale === 'fr')?.posts;
    expect(car?.length).toBeGreaterThanOrEqual(6);
    expect(new Set(car?.map(({ post }) => post.network))).toEqual(
      new Set(['instagram', 'x', 'tiktok', 'youtube']),
    );
    expect(socialPosts.some(({ site }) => site === 'moto')).toBe(true);
  });

  it('is stored as one document per race, feed, agenda, wall and locale', () => {
    const rows = liveDocuments(seed.live);
    expect(rows).toHaveLength(
      races.length + newsFeeds.length + locatorEvents.length + programs.length + socialPosts.length,
    );
    const keys = rows.map((row) => `${row.kind} ${row.site} ${row.locale} ${row.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
