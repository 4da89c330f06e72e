/** The real-time event stream `{base}/events/{site}` (server-sent events) and its publishing endpoint. */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { link, siteId } from '@paddock/api-clients/contracts';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import type { Services } from './services';
import { errorBody } from './contract';

const publishNotification = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(500)),
  duration: z._default(z.number().check(z.int(), z.positive(), z.maximum(600_000)), 8000),
  link: z.optional(link),
});

export function eventStream({ events, config, clock }: Services): Hono {
  const app = new Hono();

  app.get('/:site', (context) => {
    const site = siteId.safeParse(context.req.param('site'));
    if (!site.success) return context.json(errorBody('NOT_FOUND', 'No such site.'), 404);
    return streamSSE(context, async (stream) => {
      const unsubscribe = events.subscribe(site.data, (event) => {
        void stream.writeSSE({
          event: event.name,
          data: JSON.stringify(event.data),
          id: event.data.uuid,
        });
      });
      // The stream ends when the visitor leaves or when the services shut down (the response then ends
      // cleanly; returning from here closes it).
      const left = new AbortController();
      stream.onAbort(() => left.abort());
      const ended = AbortSignal.any([left.signal, events.closing]);
      // A comment every 25 s keeps proxies from closing an idle stream.
      while (!ended.aborted && !stream.closed) {
        await stream.write(': keep-alive\n\n');
        await sleep(25_000, undefined, { signal: ended }).catch(() => undefined);
      }
      unsubscribe();
    });
  });

  /** Publishes a notification to a site's stream (demos, tests): `Authorization: Bearer {ADMIN_TOKEN}`. */
  app.post('/:site/notifications', async (context) => {
    if (context.req.header('authorization') !== `Bearer ${config.adminToken}`) {
      return context.json(errorBody('UNAUTHORIZED', 'Publishing needs the admin token.'), 401);
    }
    const site = siteId.safeParse(context.req.param('site'));
    if (!site.success) return context.json(errorBody('NOT_FOUND', 'No such site.'), 404);
    const body = publishNotification.safeParse(await context.req.json().catch(() => undefined));
    if (!body.success) {
      return context.json(
        errorBody('INVALID_REQUEST', `Invalid body: ${z.prettifyError(body.error)}`),
        400,
      );
    }
    const data = { uuid: randomUUID(), publishedAt: clock.now().toISOString(), ...body.data };
    const delivered = events.publish(site.data, { name: 'notification', data });
    return context.json({ notification: data, delivered }, 201);
  });

  return app;
}
