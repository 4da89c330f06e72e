/** The content service: `{base}/content/…` (SPEC §7 and the page, partner and ticket routes). */
import {
  contentRoutes as routes,
  previewTokenHeader,
  type Alert,
  type Footer,
  type Menu,
  type Page,
  type PartnerCategory,
  type Site,
  type SocialNetwork,
  type WordingList,
} from '@paddock/api-clients/contracts';
import { newsRoutes, type NewsArticle } from '@paddock/api-clients/news';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import * as catalogue from '../domain/catalogue';
import { previewSessions, sameSecret } from '../domain/preview';
import * as venues from '../domain/venue';
import type { Services } from './services';
import { Reply, serve, ServiceError } from './contract';

const notFound = (what: string) => new ServiceError(404, 'NOT_FOUND', `${what} not found.`);

export function contentService(services: Services): Hono {
  const app = new Hono();
  const { config, clock } = services;
  const previews = previewSessions(config.previewToken, config.previewSessionTtlSeconds, clock);
  /** Draft content only for a previewer's valid session; everyone else gets what is published. */
  const wantsDraft = (context: Context, draft: '0' | '1' | undefined) =>
    draft === '1' && previews.verify(context.req.header(previewTokenHeader)) !== null;

  // In the order they always had: the preview sessions, the site's frame, its pages and news, the shop.
  previewRoutes(app, services, previews);
  frameRoutes(app, services);
  pageRoutes(app, services, wantsDraft);
  shopRoutes(app, services);

  // Logos and pictures of the seed: fingerprint-free, so cached for a day.
  app.use(
    '/assets/*',
    serveStatic({
      root: services.assetsDir,
      rewriteRequestPath: (path) => path.replace(/^\/content\/assets/, ''),
      onFound: (_path, context) => {
        context.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );

  return app;
}

async function documentOf<T>(
  db: Services['db'],
  kind: string,
  site: string,
  locale: string,
  key: string,
): Promise<T | undefined> {
  const [row] = await db.query<{ doc: T }>(
    'select doc from documents where kind = $1 and site = $2 and locale = $3 and key = $4',
    [kind, site, locale, key],
  );
  return row?.doc;
}

function previewRoutes(
  app: Hono,
  { config }: Services,
  previews: ReturnType<typeof previewSessions>,
): void {
  // The back office (server to server, with the preview secret) gets a session for a previewer.
  serve(app, routes.createPreviewSession, async ({ bearer }) => {
    if (!sameSecret(bearer, config.previewToken)) {
      throw new ServiceError(401, 'UNAUTHORIZED', 'A preview session needs the preview secret.');
    }
    return new Reply(201, previews.grant());
  });

  // The site checks a previewer's session before it keeps it in a cookie.
  serve(app, routes.previewSession, async ({ context }) => {
    const session = previews.verify(context.req.header(previewTokenHeader));
    if (!session) {
      throw new ServiceError(
        401,
        'UNAUTHORIZED',
        'This preview session is not valid, or no longer.',
      );
    }
    return session;
  });
}

/** The sites, their menus, alerts, social links, wording and footers (and the tickets' availabilities). */
function frameRoutes(app: Hono, { db }: Services): void {
  serve(app, routes.sites, async () => {
    const rows = await db.query<{ doc: Site }>('select doc from sites order by position');
    return rows.map((row) => row.doc);
  });

  serve(app, routes.menu, async ({ params, query }) => {
    const menu = await documentOf<Menu>(
      db,
      'menu',
      params['site'] ?? '',
      query.locale,
      params['identifier'] ?? '',
    );
    if (!menu) throw notFound(`Menu ${params['identifier']} of ${params['site']}`);
    return menu;
  });

  serve(app, routes.alerts, async ({ query }) => {
    const rows = await db.query<{ doc: Alert }>(
      "select doc from documents where kind = 'alert' and site = $1 and locale = $2 order by position",
      [query.site, query.locale],
    );
    return rows.map((row) => row.doc);
  });

  serve(app, routes.socialNetworks, async ({ params, query }) => {
    return (
      (await documentOf<SocialNetwork[]>(
        db,
        'social',
        params['site'] ?? '',
        query.locale,
        'social',
      )) ?? []
    );
  });

  serve(app, routes.ticketAvailabilities, async ({ query }) =>
    catalogue.availabilities(db, query.secutixIds, query.packageSecutixIds),
  );

  serve(app, routes.wording, async ({ params, query }) => {
    const list = await documentOf<WordingList>(
      db,
      'wording',
      '*',
      query.locale,
      params['listIdentifier'] ?? '',
    );
    if (!list) throw notFound(`Wording list ${params['listIdentifier']}`);
    return list;
  });

  serve(app, routes.footer, async ({ query }) => {
    const footer = await documentOf<Footer>(db, 'footer', query.site, query.locale, 'footer');
    if (!footer) throw notFound(`Footer of ${query.site}`);
    return footer;
  });
}

/** Pages (published, or the draft for a previewer), news articles and partners. */
function pageRoutes(
  app: Hono,
  { db }: Services,
  wantsDraft: (context: Context, draft: '0' | '1' | undefined) => boolean,
): void {
  serve(app, routes.pages, async ({ params, query, context }) => {
    const draft = wantsDraft(context, query.draft);
    const rows = await db.query<{ doc: Page }>(
      `select case when $3 and draft is not null then draft else published end as doc
         from pages where site = $1 and locale = $2 order by identifier`,
      [params['site'], query.locale, draft],
    );
    return rows.map(({ doc }) => ({
      identifier: doc.identifier,
      localizedPaths: doc.localizedPaths,
      metadata: doc.metadata,
    }));
  });

  serve(app, routes.page, async ({ params, query, context }) => {
    const [row] = await db.query<{ doc: Page }>(
      `select case when $4 and draft is not null then draft else published end as doc
         from pages where site = $1 and identifier = $2 and locale = $3`,
      [params['site'], params['identifier'], params['locale'], wantsDraft(context, query.draft)],
    );
    if (!row) throw notFound(`Page ${params['identifier']}`);
    return row.doc;
  });

  serve(app, newsRoutes.newsArticles, async ({ params, query }) => {
    const rows = await db.query<{ doc: NewsArticle }>(
      "select doc from documents where kind = 'news' and site = $1 and locale = $2 order by position",
      [params['site'], query.locale],
    );
    return rows.map(({ doc }) => ({
      identifier: doc.identifier,
      localizedPaths: doc.localizedPaths,
      date: doc.date,
    }));
  });

  serve(app, newsRoutes.newsArticle, async ({ params }) => {
    const article = await documentOf<NewsArticle>(
      db,
      'news',
      params['site'] ?? '',
      params['locale'] ?? '',
      params['identifier'] ?? '',
    );
    if (!article) throw notFound(`News article ${params['identifier']}`);
    return article;
  });

  serve(app, routes.partnerCategories, async ({ params, query }) => {
    return (
      (await documentOf<PartnerCategory[]>(
        db,
        'partners',
        params['site'] ?? '',
        query.locale,
        'partners',
      )) ?? []
    );
  });
}

/** Tickets, packages, their stands and cross-sells, and the venue's seats. */
function shopRoutes(app: Hono, { db, clock }: Services): void {
  serve(app, routes.tickets, async ({ query }) => catalogue.listTickets(db, query.eventCode));
  serve(app, routes.ticketPackages, async ({ query }) =>
    catalogue.listPackages(db, query.eventCode),
  );

  serve(app, routes.ticketInfo, async ({ params }) => {
    const info = await catalogue.ticketInfo(db, params['secutixId'] ?? '');
    if (!info) throw notFound(`Ticket ${params['secutixId']}`);
    return info;
  });

  serve(app, routes.standCategories, async ({ params }) => {
    const categories = await catalogue.standCategories(db, params['secutixId'] ?? '');
    if (!categories) throw notFound(`Stands of ticket ${params['secutixId']}`);
    return categories;
  });

  serve(app, routes.venue, async ({ params }) => {
    const venue = venues.venueOf(params['site'] ?? '');
    if (!venue) throw notFound(`Venue of ${params['site']}`);
    return venue;
  });

  serve(app, routes.venueBlockSeats, async ({ params }) => {
    const seats = venues.blockSeatsOf(params['site'] ?? '', params['blockId'] ?? '');
    if (!seats) throw notFound(`Block ${params['blockId']} of the venue of ${params['site']}`);
    return seats;
  });

  serve(app, routes.ticketCrossSells, async ({ params }) =>
    catalogue.crossSellsOf(db, { ticket: [params['secutixId'] ?? ''] }, clock.now()),
  );
  serve(app, routes.packageCrossSells, async ({ params }) =>
    catalogue.crossSellsOf(db, { package: [params['secutixId'] ?? ''] }, clock.now()),
  );
}
