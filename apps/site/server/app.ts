/**
 * The site as an Express app: React Router's request handler with a per-request context, behind the
 * HTML cache of anonymous pages. It is built into build/server/index.js, and server.js mounts it (or
 * loads it through Vite in development) behind the HTTP front of server/http.js.
 */
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import express, { type Request as ExpressRequest } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { config } from '../app/config.server';
import {
  createLoadContext,
  previewSessionOf,
  requestContext,
  type RequestOptions,
} from '../app/context.server';
import { freshNonce, HtmlCache, nonceSentinel, withNonce } from '../app/lib/html-cache.server';

export { config };

export const app = express();
app.disable('x-powered-by');
// Every response carries its own nonce: an ETag could never match, and hashing each body costs.
app.set('etag', false);

const build = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

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
 * A page every anonymous visitor gets the same: a GET of a document, without query flags (fp, draft,
 * debugWording…) or cookies. Data requests (`.data`) and assets go their own way.
 */
function sharedDocument(request: ExpressRequest): boolean {
  return (
    config.htmlCache &&
    config.environment !== 'development' &&
    request.method === 'GET' &&
    !request.originalUrl.includes('?') &&
    !request.path.endsWith('.data') &&
    !request.headers.cookie
  );
}

const htmlCache = new HtmlCache();
const renderDocument = createRequestHandler(build, config.environment);

app.use(async (request, response, next) => {
  if (!sharedDocument(request)) return next();
  try {
    // The key holds all the page depends on: it is rendered from its path alone (the configured origin,
    // no header of the visitor's), so no request can shape what the next visitor gets.
    const key = request.originalUrl;
    let page = htmlCache.get(key);
    if (!page) {
      const loadContext = loadContextOf(request, { nonce: nonceSentinel, whole: true });
      const rendered = await renderDocument(new Request(siteUrl(request)), loadContext);
      const body = await rendered.text();
      // Rendered without an answer the content service was too slow to give: this visitor's only.
      const late = loadContext.get(requestContext).late;
      if (late) rendered.headers.set('Cache-Control', 'no-store');
      page = {
        status: rendered.status,
        headers: [...rendered.headers],
        body,
        storedAt: Date.now(),
      };
      if (!late) htmlCache.offer(key, page);
    }
    const answer = withNonce(page, freshNonce());
    response.status(answer.status);
    // The length changes with the nonce: Express counts it again.
    for (const [name, value] of answer.headers) {
      if (!/^(content-length|transfer-encoding)$/i.test(name)) response.setHeader(name, value);
    }
    response.send(answer.body);
  } catch (error) {
    next(error);
  }
});

app.use(createExpressHandler({ build, getLoadContext: (request) => loadContextOf(request) }));
