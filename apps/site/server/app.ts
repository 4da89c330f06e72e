/**
 * The site as an Express app: React Router's request handler with a per-request context, behind the
 * HTML cache of anonymous pages. It is built into build/server/index.js, and server.js mounts it (or
 * loads it through Vite in development).
 */
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import express, { type Request as ExpressRequest } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { config } from '../app/config.server';
import { createLoadContext } from '../app/context.server';
import { freshNonce, HtmlCache, nonceSentinel, withNonce } from '../app/lib/html-cache.server';

export { config };

export const app = express();
app.disable('x-powered-by');
// Every response carries its own nonce: an ETag could never match, and hashing each body costs.
app.set('etag', false);

const build = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;
const loadContextOf = (request: ExpressRequest, options?: { nonce: string }) =>
  createLoadContext(new URL(request.originalUrl, 'http://site.local'), options);

/**
 * A page every anonymous visitor gets the same: a GET of a document, without query flags (fp, draft,
 * debugWording…) or cookies. Data requests (`.data`) and assets go their own way.
 */
function sharedDocument(request: ExpressRequest): boolean {
  return (
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
    const key = `${request.hostname}${request.originalUrl}`;
    let page = htmlCache.get(key);
    if (!page) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const rendered = await renderDocument(
        new Request(
          new URL(
            request.originalUrl,
            `${request.protocol}://${request.get('host') ?? 'localhost'}`,
          ),
          {
            headers,
          },
        ),
        loadContextOf(request, { nonce: nonceSentinel }),
      );
      page = {
        status: rendered.status,
        headers: [...rendered.headers],
        body: await rendered.text(),
        storedAt: Date.now(),
      };
      htmlCache.offer(key, page);
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
