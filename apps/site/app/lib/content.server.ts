/**
 * The site's content, read through the content service's client and the server's content cache. A
 * response waits on the service until its request's deadline (CONTENT_WAIT_MS), then renders with what
 * the cache kept, or without. Drafts (`?draft=1`) are for previewers only: their calls carry the
 * visitor's own preview session, which the service verifies, and bypass the cache; anyone else asking
 * for a draft gets what is published.
 */
import { createContentClient, type ContentClient } from '@paddock/api-clients';
import { createNewsClient, type NewsClient } from '@paddock/api-clients/news';
import type {
  LiveTimingSite,
  NewsFeedQuery,
  SocialPostsQuery,
} from '@paddock/content-blocks/server';
import type { RequestContext } from '../context.server';
import {
  CacheLive,
  CacheLong,
  CacheNone,
  CacheShort,
  ContentCache,
  type CacheStrategy,
} from './cache.server';

const cache = new ContentCache();
const clients = new Map<string, ContentClient>();
const newsClients = new Map<string, NewsClient>();

/** The news articles' client (published content only: news have no drafts). */
function newsClientFor(baseUrl: string): NewsClient {
  let client = newsClients.get(baseUrl);
  if (!client) {
    client = createNewsClient({ baseUrl });
    newsClients.set(baseUrl, client);
  }
  return client;
}

/** The shared client of published content; a previewer gets a client of their own, with their session. */
function clientFor(baseUrl: string, previewSession: string | undefined): ContentClient {
  if (previewSession) return createContentClient({ baseUrl, previewToken: previewSession });
  let client = clients.get(baseUrl);
  if (!client) {
    client = createContentClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
}

export type SiteContent = ReturnType<typeof siteContent>;

/** What the content service has for this request's site and locale; `draft` when it asked `draft=1`. */
export function siteContent(request: RequestContext, { draft: asked }: { draft: boolean }) {
  const { config, locale, previewSession } = request;
  const site = config.siteId;
  const draft = asked && previewSession !== undefined;
  const client = clientFor(config.services.content, draft ? previewSession : undefined);
  const flag = draft ? '1' : '0';
  const wait = {
    until: request.contentDeadline,
    onLate: () => {
      request.late = true;
    },
  };
  const cached = <T>(name: string, strategy: CacheStrategy, load: () => Promise<T | null>) =>
    cache.get(`${site}|${locale}|${flag}|${name}`, draft ? CacheNone : strategy, load, wait);
  return {
    /** True when this content is the draft a previewer asked for. */
    draft,
    sites: () => cached('sites', CacheLong, () => client.sites({ locale, draft: flag })),
    menu: (identifier: string) =>
      cached(`menu:${identifier}`, CacheLong, () =>
        client.menu({ site, identifier, locale, draft: flag }),
      ),
    alerts: () => cached('alerts', CacheShort, () => client.alerts({ site, locale, draft: flag })),
    footer: () => cached('footer', CacheLong, () => client.footer({ site, locale })),
    partnerCategories: () =>
      cached('partners', CacheLong, () => client.partnerCategories({ site, locale })),
    socialNetworks: () =>
      cached('social', CacheLong, () => client.socialNetworks({ site, locale })),
    pages: () => cached('pages', CacheShort, () => client.pages({ site, locale, draft: flag })),
    /** The event's ticket catalogue (prices change: short). */
    tickets: () => cached('tickets', CacheShort, () => client.tickets()),
    packages: () => cached('packages', CacheShort, () => client.ticketPackages()),
    /** The site's happenings, for its agenda blocks (published only: they have no drafts). */
    programEvents: () =>
      cached('program-events', CacheShort, () => client.programEvents({ site, locale })),
    /** The organiser's events around the world, for the events locator (published only). */
    locatorEvents: () =>
      cached('locator-events', CacheShort, () => client.locatorEvents({ locale })),
    /** The latest items of the site's news feed, for its feed blocks (published only). */
    newsFeed: (query: NewsFeedQuery) =>
      cached(`news-feed:${query.category ?? ''}:${query.limit}`, CacheShort, () =>
        client.newsFeed({ site, locale, ...query }),
      ),
    /** The posts the organiser picked for a social wall (published only: posts have no drafts). */
    socialPosts: (query: SocialPostsQuery) =>
      cached(`social-posts:${query.hashtag ?? ''}:${query.limit}`, CacheShort, () =>
        client.socialPosts({ site, locale, ...query }),
      ),
    /** A race's live timing, for its live timing blocks (published only: timing has no drafts). */
    liveTiming: (race: LiveTimingSite) =>
      cached(`live-timing:${race}`, CacheLive, () => client.liveTiming({ site: race, locale })),
    /** Where the site's news articles live (published only: news have no drafts). */
    newsArticles: () =>
      cached('news', CacheShort, () =>
        newsClientFor(config.services.content).newsArticles({ site, locale }),
      ),
    newsArticle: (identifier: string) =>
      cached(`news:${identifier}`, CacheShort, () =>
        newsClientFor(config.services.content).newsArticle({ site, identifier, locale }),
      ),
    page: (identifier: string) =>
      cached(`page:${identifier}`, CacheShort, () =>
        client.page({ site, identifier, locale, draft: flag }),
      ),
  };
}
