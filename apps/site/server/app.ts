/**
 * The site as an Express app: React Router's request handler with a per-request context. It is built
 * into build/server/index.js, and server.js mounts it (or loads it through Vite in development).
 */
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { config } from '../app/config.server';
import { createLoadContext } from '../app/context.server';

export { config };

export const app = express();
app.disable('x-powered-by');

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build') as Promise<ServerBuild>,
    getLoadContext: (request) =>
      createLoadContext(new URL(request.originalUrl, 'http://site.local')),
  }),
);
