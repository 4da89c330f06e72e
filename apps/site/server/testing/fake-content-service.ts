/**
 * A content service for the site server's tests, over real HTTP on an ephemeral port: a home, a news
 * page (with a social wall, a news feed, an agenda and a live timing) and a news article in French and
 * English (the home has a draft), empty menus and footer, the wall's post, the feed's item, the
 * agenda's happening, the race's timing, and preview sessions.
 * It records every call, and can hold its answers until the test releases them (a slow service).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one preview session this service grants. */
export const validPreviewSession = 'ps1.valid-session-of-a-previewer';

export const homeTitles = {
  published: 'Accueil — site officiel',
  draft: 'Accueil — l’affiche officielle',
};

const pages = [
  { identifier: 'home', localizedPaths: { fr: '/', en: '/en' } },
  { identifier: 'news', localizedPaths: { fr: '/fr/actualites', en: '/en/news' } },
];

/** The one news article, in both locales, under the news page. */
export const newsArticle = {
  identifier: 'entry-list',
  localizedPaths: { fr: '/fr/actualites/liste-des-engages', en: '/en/news/entry-list' },
  date: '2026-11-20T09:00:00.000Z',
  title: { fr: 'Liste des engagés', en: 'Entry list' },
};

/** The news page's social wall, and the one post the service picked for its hashtag. */
export const socialWall = {
  id: 'news-social-wall',
  type: 'social-wall',
  data: { title: 'On social media', hashtag: '#LeMans24', networks: ['instagram'] },
};
export const socialPost = {
  id: 'instagram-sunset',
  network: 'instagram',
  author: '@24hoursoflemans',
  text: 'Sunset over the Hunaudières straight.',
  href: 'https://instagram.example/p/sunset/',
  date: '2026-06-13T19:40:00.000Z',
};

/** The news page's agenda, and the site's one happening. */
export const agenda = { id: 'news-agenda', type: 'program', data: { title: 'Agenda' } };
export const happening = {
  id: 'race-start',
  start: '2027-06-12T14:00:00.000Z',
  title: 'Race start',
  place: 'Main straight',
};

/** The news page's news feed, and its one item. */
export const newsFeedBlock = { id: 'news-feed', type: 'rss-feed-list', data: { title: 'Latest' } };
export const feedItem = {
  id: 'entry-list',
  title: 'The entry list is out',
  href: '/en/news/entry-list',
  date: '2026-11-20T09:00:00.000Z',
  summary: 'Sixty-two cars.',
  category: 'race',
  tag: 'Race',
};

/** The news page's live timing, and the car race's one car. */
export const liveTimingBlock = {
  id: 'news-live',
  type: 'live-auto',
  data: { title: 'Live classification' },
};
export const liveCar = {
  number: '7',
  class: 'Hypercar',
  team: 'Kyoto Hybrid Racing',
  drivers: ['Kenji Morita'],
  vehicle: 'Toyota GR010 Hybrid',
  position: 1,
  classPosition: 1,
  laps: 212,
  lapsDown: 0,
  gapMs: 0,
  lastLapMs: 209_412,
  bestLapMs: 207_950,
  pitStops: 14,
  status: 'running',
};
const liveTiming = {
  site: 'auto',
  event: '2027 24 Hours of Le Mans',
  session: {
    name: 'Race',
    status: 'running',
    flag: 'green',
    startsAt: '2027-06-12T14:00:00.000Z',
    durationSeconds: 86_400,
    elapsedSeconds: 45_296,
  },
  updatedAt: '2027-06-13T02:34:56.000Z',
  entries: [liveCar],
};

export interface FakeCall {
  path: string;
  previewToken: string | undefined;
}

function answer(path: string, previewToken: string | undefined): [number, unknown] {
  const url = new URL(path, 'http://content.local');
  const route = url.pathname.replace(/^\/content\//, '');
  const draft = url.searchParams.get('draft') === '1' && previewToken === validPreviewSession;
  if (route === 'preview-session') {
    return previewToken === validPreviewSession
      ? [200, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() }]
      : [401, { error: { code: 'UNAUTHORIZED', message: 'No preview session.' } }];
  }
  if (
    route === 'sites' ||
    route === 'alerts' ||
    /^(auto\/social-networks|partner-categories\/auto)$/.test(route)
  ) {
    return [200, []];
  }
  const menu = /^menu\/auto\/(\w+)$/.exec(route);
  if (menu) return [200, { identifier: menu[1], items: [] }];
  if (route === 'footer') return [200, { items: [], logos: [], copyright: '© Paddock' }];
  if (route === 'pages/auto') {
    return [
      200,
      pages.map((page) => ({ ...page, metadata: { crawlable: true, hidePartnersFooter: false } })),
    ];
  }
  const one = /^page\/auto\/(\w+)\/i18n\/(fr|en)$/.exec(route);
  const page = pages.find((each) => each.identifier === one?.[1]);
  if (one && page) {
    const title =
      page.identifier === 'home' ? homeTitles[draft ? 'draft' : 'published'] : `News (${one[2]})`;
    return [
      200,
      {
        ...page,
        site: 'auto',
        locale: one[2],
        wording: {},
        metadata: { crawlable: true, hidePartnersFooter: false },
        meta: { title, description: title },
        templateOptions: { menuLayout: 'default' },
        blocks:
          page.identifier === 'news' ? [socialWall, newsFeedBlock, agenda, liveTimingBlock] : [],
      },
    ];
  }
  if (route === 'auto/program-events') return [200, [happening]];
  if (route === 'live/auto') return [200, liveTiming];
  if (route === 'news/feed/auto') {
    return [200, { site: 'auto', title: 'News', href: '/en/news', items: [feedItem] }];
  }
  if (route === 'auto/social-posts') {
    return url.searchParams.get('hashtag') === 'LeMans24' ? [200, [socialPost]] : [200, []];
  }
  const { identifier, localizedPaths, date, title } = newsArticle;
  if (route === 'news/auto') return [200, [{ identifier, localizedPaths, date }]];
  const article = /^news\/auto\/([\w-]+)\/i18n\/(fr|en)$/.exec(route);
  if (article?.[1] === identifier && (article[2] === 'fr' || article[2] === 'en')) {
    const locale = article[2];
    return [
      200,
      {
        identifier,
        site: 'auto',
        locale,
        localizedPaths,
        date,
        title: title[locale],
        excerpt: title[locale],
        html: `<p>${title[locale]}.</p>`,
      },
    ];
  }
  return [404, { error: { code: 'NOT_FOUND', message: `No route ${route}.` } }];
}

export async function startFakeContentService() {
  const calls: FakeCall[] = [];
  let holding = false;
  let held: (() => void)[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const header = request.headers['x-preview-token'];
    const previewToken = typeof header === 'string' ? header : undefined;
    calls.push({ path, previewToken });
    const reply = () => {
      const [status, body] = answer(path, previewToken);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (holding) held.push(reply);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/content`,
    calls,
    /** From now on, calls wait for `release()`. */
    hold() {
      holding = true;
    },
    /** Answers every call held so far, and the next ones at once. */
    release() {
      holding = false;
      const waiting = held;
      held = [];
      for (const reply of waiting) reply();
    },
    /** How many calls are waiting for an answer. */
    get heldCount() {
      return held.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeContentService = Awaited<ReturnType<typeof startFakeContentService>>;
