/** The local services as one Hono app: content, cart, account (with its site's pages) and the event stream. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { accountService } from './account';
import { cartService } from './cart';
import { contentService } from './content';
import { Refusal } from '../domain/refusal';
import { errorBody, hasUnstorableText, serviceErrorOf, ServiceError } from './contract';
import { eventStream } from './events';
import { liveService } from './live';
import { formsService } from './forms';
import type { Services } from './services';

/** The largest request body taken (JSON or form): far above any form or cart the site sends. */
export const maxBodyBytes = 64 * 1024;

/**
 * The headers of the services' own pages (the local shop, the account site): the site's, with a
 * Content-Security-Policy that lets them do only what they do — inline styles, forms posted back here.
 */
export const htmlHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; " +
    "frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // A cart or an account on the page: never kept by a shared cache.
  'Cache-Control': 'no-store',
} as const;

export function createServicesApp(services: Services): Hono {
  const app = new Hono();
  // Outermost, so that its headers are the last word on a page (secureHeaders sets X-Frame-Options too).
  app.use(async (context, next) => {
    await next();
    if (context.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(htmlHeaders)) context.res.headers.set(name, value);
    }
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  // The site calls with credentials: only its own origins may, and each is echoed back.
  app.use(
    cors({
      origin: (origin) => (services.config.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Content-Type', 'Authorization', 'x-preview-token'],
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    }),
  );

  // A NUL in a path or query reaches no route (PostgreSQL refuses it in text): 400, for every route.
  app.use(async (context, next) => {
    const url = new URL(context.req.url);
    if (/%00/i.test(url.pathname) || hasUnstorableText([...url.searchParams])) {
      return context.json(
        errorBody('INVALID_REQUEST', 'The path or query holds a character that is not allowed.'),
        400,
      );
    }
    return next();
  });
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (context) =>
        context.json(
          errorBody('PAYLOAD_TOO_LARGE', `The body is larger than ${maxBodyBytes} bytes.`),
          413,
        ),
    }),
  );

  app.get('/health', (context) => context.json({ status: 'ok' }));
  app.route('/content', contentService(services));
  app.route('/content', liveService(services));
  app.route('/content', formsService(services));
  app.route('/cart', cartService(services));
  app.route('/account', accountService(services));
  app.route('/events', eventStream(services));

  app.notFound((context) =>
    context.json(
      errorBody('NOT_FOUND', `No route ${context.req.method} ${context.req.path}.`),
      404,
    ),
  );
  app.onError((caught, context) => {
    const error = caught instanceof Refusal ? serviceErrorOf(caught) : caught;
    if (error instanceof ServiceError) {
      return context.json(errorBody(error.code, error.message, error.details), error.status);
    }
    console.error(error);
    return context.json(errorBody('INTERNAL', 'The service failed; the error is logged.'), 500);
  });
  return app;
}
