/** How the services stop (SIGTERM, SIGINT): they finish what is in flight and cut nothing. */
import { Server, type ServerResponse } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { EventHub } from './domain/events';

/** How often idle connections are closed while draining. */
const sweepMs = 100;

/**
 * Stops taking connections and lets the open ones end by themselves:
 * - the event streams end their responses (a browser sees the stream end and reconnects by itself);
 * - idle keep-alive connections close, and so does each busy one once its answer is sent (the answers
 *   given while draining say `Connection: close`).
 *
 * Resolves `true` once no connection is left, `false` if some still were after `graceMs` (the caller
 * then exits anyway, which cuts them).
 */
export function drain(server: ServerType, events: EventHub, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const closeIdle = () => {
      if (server instanceof Server) server.closeIdleConnections();
    };
    const sweep = setInterval(closeIdle, sweepMs);
    const grace = setTimeout(() => finish(false), graceMs);
    function finish(drained: boolean) {
      clearInterval(sweep);
      clearTimeout(grace);
      resolve(drained);
    }
    if (server instanceof Server) {
      server.on('request', (_request, response: ServerResponse) => {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      });
    }
    server.close(() => finish(true));
    events.close();
    closeIdle();
  });
}
