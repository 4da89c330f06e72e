/** The local services as one Hono app: content, cart, account (with its site's pages) and the event stream. */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { accountService } from './account';
import { cartService } from './cart';
import { contentService } from './content';
import { errorBody, ServiceError } from './contract';
import { eventStream } from './events';
import { liveService } from './live';
import { formsService } from './forms';
import type { Services } from './services';

export function createServicesApp(services: Services): Hono {
  const app = new Hono();
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
  app.onError((error, context) => {
    if (error instanceof ServiceError) {
      return context.json(errorBody(error.code, error.message, error.details), error.status);
    }
    console.error(error);
    return context.json(errorBody('INTERNAL', 'The service failed; the error is logged.'), 500);
  });
  return app;
}
