/**
 * The live data of the content service (`{base}/content/…`): a site's live timing (`live/{site}`),
 * its news feed (`news/feed/{site}`), the organiser's events (`event/locator/events`), a site's agenda
 * (`{site}/program-events`) and the posts picked for its social wall (`{site}/social-posts`). The
 * browser asks for them after hydration; the timing is computed from the clock at every call.
 */
import {
  contentRoutes as routes,
  siteId,
  type LiveRace,
  type LocatorEvent,
  type NewsFeed,
  type ProgramEvent,
} from '@paddock/api-clients/contracts';
import { Hono } from 'hono';
import { liveTimingAt } from '../domain/live-timing';
import { liveKinds } from '../seed/live';
import type { PickedPost } from '../seed/social';
import { serve, ServiceError } from './contract';
import type { Services } from './services';

const notFound = (what: string) => new ServiceError(404, 'NOT_FOUND', `${what} not found.`);

/** Lower case, without accents: how a search matches `Genève` with `geneve`. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function liveService({ db, clock }: Services): Hono {
  const app = new Hono();

  async function documentOf<T>(kind: string, site: string, locale: string): Promise<T | undefined> {
    const [row] = await db.query<{ doc: T }>(
      'select doc from documents where kind = $1 and site = $2 and locale = $3 and key = $1',
      [kind, site, locale],
    );
    return row?.doc;
  }

  /** The site of the path, when it is one of the organiser's. */
  const siteOf = (params: Record<string, string>) => siteId.safeParse(params['site']).data;

  serve(app, routes.liveTiming, async ({ params, query }) => {
    const site = siteOf(params);
    const race = site && (await documentOf<LiveRace>(liveKinds.race, site, query.locale));
    if (!race) throw notFound(`Live timing of ${params['site']}`);
    return liveTimingAt(race, clock.now());
  });

  serve(app, routes.newsFeed, async ({ params, query }) => {
    const site = siteOf(params);
    const feed = site && (await documentOf<NewsFeed>(liveKinds.feed, site, query.locale));
    if (!feed) throw notFound(`News feed of ${params['site']}`);
    const items = feed.items.filter((item) => !query.category || item.category === query.category);
    return { ...feed, items: items.slice(0, query.limit) };
  });

  serve(app, routes.locatorEvents, async ({ query }) => {
    const events = (await documentOf<LocatorEvent[]>(liveKinds.events, '*', query.locale)) ?? [];
    const now = clock.now().getTime();
    const words = folded(query.q ?? '')
      .split(/\s+/)
      .filter(Boolean);
    // What is over is no longer worth a trip.
    return events.filter(
      (event) =>
        Date.parse(event.end) >= now &&
        (!query.country || event.country === query.country) &&
        (!query.type || event.type === query.type) &&
        words.every((word) =>
          folded([event.title, event.venue, event.city, event.region ?? ''].join(' ')).includes(
            word,
          ),
        ),
    );
  });

  serve(app, routes.programEvents, async ({ params, query }) => {
    const site = siteOf(params);
    if (!site) throw notFound(`Program of ${params['site']}`);
    // A site with nothing planned has an empty agenda, not a missing one.
    return (await documentOf<ProgramEvent[]>(liveKinds.program, site, query.locale)) ?? [];
  });

  serve(app, routes.socialPosts, async ({ params, query }) => {
    const site = siteOf(params);
    if (!site) throw notFound(`Social posts of ${params['site']}`);
    const picked = (await documentOf<PickedPost[]>(liveKinds.posts, site, query.locale)) ?? [];
    const tag = query.hashtag?.toLowerCase();
    return picked
      .filter(({ hashtags }) => !tag || hashtags.some((hashtag) => hashtag.toLowerCase() === tag))
      .slice(0, query.limit)
      .map(({ post }) => post);
  });

  return app;
}
