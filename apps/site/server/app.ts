/**
 * The site as an Express app: React Router's request handler with a per-request context, behind the
 * HTML cache of anonymous pages. It is built into build/server/index.js, and server.js mounts it (or
 * loads it through Vite in development) behind the HTTP front of server/http.js.
 */
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import express, { type Request as ExpressRequest } from 'express';
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { config } from '../app/config.server';
import {
  createLoadContext,
  previewSessionOf,
  requestContext,
  type RequestOptions,
} from '../app/context.server';
import {
  freshNonce,
  HtmlCache,
  nonceSentinel,
  sharedPageAddress,
  withNonce,
  type RenderedHtml,
} from '../app/lib/html-cache.server';

export { config };

export const app = express();
app.disable('x-powered-by');
// Every response carries its own nonce: an ETag could never match, and hashing each body costs.
app.set('etag', false);

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;
/**
 * React Router's server build, for its handlers: in the built server, the module itself, read once.
 * Given a function, React Router derives the build's routes and static handler again for every
 * request (about 0.9 ms of an uncached page's CPU); Vite's development server gets the function, so
 * that an edit of the routes shows on the next request.
 */
const build = import.meta.env.DEV ? loadBuild : await loadBuild();

/**
 * The request's address on the site's configured origin: what the site renders never depends on the
 * Host a request names (anyone may write one). The front (server/http.js) lets only paths through.
 */
const siteUrl = (request: ExpressRequest) =>
  new URL(`${config.publicOrigin}${request.originalUrl}`);

const loadContextOf = (request: ExpressRequest, options: RequestOptions = {}) =>
  createLoadContext(siteUrl(request), {
    previewSession: previewSessionOf(request.headers.cookie),
    ...options,
  });

/**
 * The routes whose HTML every anonymous visitor shares: the CMS pages of routes/page.tsx (`home` and
 * `page` in app/routes.ts). Their loaders read the path, its locale and the query flags, and no cookie
 * but the preview session's. Any other route (the checkout, `/_preview`…) renders for its visitor.
 */
const sharedRoutes = new Set(['home', 'page']);

/** React Router's route table of a build, as `matchRoutes` takes it. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    return route.index
      ? [{ id: route.id, index: true, path: route.path }]
      : [
          {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
        ];
  });
}

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>();

/**
 * The route whose document a GET of `pathname` renders; undefined for what React Router answers
 * itself before any route (the manifest of routes its browser side asks for, `/__manifest`).
 */
async function documentRouteOf(pathname: string): Promise<string | undefined> {
  const serverBuild = await loadBuild();
  const { routeDiscovery, basename = '/' } = serverBuild;
  if (
    routeDiscovery.mode === 'lazy' &&
    pathname === `${basename.replace(/\/$/, '')}${routeDiscovery.manifestPath}`
  ) {
    return undefined;
  }
  let tree = routeTrees.get(serverBuild);
  if (!tree) {
    tree = routeTree(serverBuild.routes);
    routeTrees.set(serverBuild, tree);
  }
  return matchRoutes(tree, pathname)?.at(-1)?.route.id;
}

const htmlCache = new HtmlCache();
/** Where the HTML cache keeps a shared address's page. */
const keyOf = (address: URL) => `${address.pathname}${address.search}`;
const renderDocument = createRequestHandler(build, config.environment);

/**
 * The address of the page every anonymous visitor gets the same, if this request is for one: a GET of
 * a CMS page's document, neither a draft nor a previewer's (their preview session cookie). Other
 * cookies (the consent choice, analytics) and query parameters other than the flags (`utm_source`,
 * `gclid`…) are not read by the server: they do not matter. Data requests (`.data`) go their own way.
 */
async function sharedPage(request: ExpressRequest): Promise<URL | null> {
  if (
    !config.htmlCache ||
    config.environment === 'development' ||
    request.method !== 'GET' ||
    request.path.endsWith('.data') ||
    previewSessionOf(request.headers.cookie) !== undefined
  ) {
    return null;
  }
  const address = sharedPageAddress(siteUrl(request));
  if (!address) return null;
  // A page kept under this address is a shared route's already: matching the route table (React
  // Router ranks every route again each time) would cost a kept page more than the rest of its answer.
  if (htmlCache.get(keyOf(address))) return address;
  return sharedRoutes.has((await documentRouteOf(address.pathname)) ?? '') ? address : null;
}

/**
 * The page of a shared address, rendered from the address alone (the configured origin, its flags, no
 * header nor cookie of the visitor's), so no request can shape what the next visitor gets.
 */
async function renderShared(address: URL): Promise<RenderedHtml> {
  const loadContext = createLoadContext(address, { nonce: nonceSentinel, whole: true });
  const rendered = await renderDocument(new Request(address), loadContext);
  const body = await rendered.text();
  // Rendered without an answer the content service was too slow to give: not for a cache.
  if (loadContext.get(requestContext).late) rendered.headers.set('Cache-Control', 'no-store');
  return { status: rendered.status, headers: [...rendered.headers], body };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

app.use(async (request, response, next) => {
  let answered = false;
  try {
    const address = await sharedPage(request);
    if (address) {
      const { page, age } = await htmlCache.page(keyOf(address), () => renderShared(address));
      // A redirect (`/en/news/` to `/en/news`) keeps the visitor's own query in its Location.
      answered = !(isRedirect(page.status) && address.href !== siteUrl(request).href);
      if (answered) {
        // Gzip, made of the page's pieces compressed once, to a browser that takes it (every one).
        const encoding =
          request.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzip' : 'identity';
        const answer = withNonce(page, freshNonce(), encoding);
        response.vary('Accept-Encoding');
        response.status(answer.status);
        // The length changes with the nonce and the encoding: Express counts it again. (compression()
        // leaves alone a body already encoded.)
        for (const [name, value] of answer.headers) {
          if (!/^(content-length|transfer-encoding)$/i.test(name)) response.setHeader(name, value);
        }
        // How long the page has been kept (a CDN keeps it that much less): only on a kept page.
        if (age !== undefined) response.setHeader('Age', String(age));
        response.send(answer.body);
      }
    }
  } catch (error) {
    next(error);
    return;
  }
  if (!answered) next();
});

app.use(createExpressHandler({ build, getLoadContext: (request) => loadContextOf(request) }));
