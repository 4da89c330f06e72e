/**
 * The services over real HTTP on an ephemeral port, on an in-memory database seeded afresh, with a clock
 * the test moves. For contract tests: `const services = await startTestServices()` … `await services.close()`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ManualClock } from '../clock';
import { readServicesConfig } from '../config';
import { openDatabase } from '../db/database';
import { dropAll } from '../db/migrations';
import { startServices } from '../server';

export interface TestServices {
  /** e.g. http://127.0.0.1:41234 — services under /content, /cart, /account, /events. */
  url: string;
  clock: ManualClock;
  adminToken: string;
  previewToken: string;
  /** Every route of the app (`GET /content/menu/:site/:identifier`…), its middleware left out. */
  routes: { method: string; path: string }[];
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL set, the suite runs on that PostgreSQL instead (emptied first): the same
 * contract tests prove the same schema and SQL on both.
 */
export async function startTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const clock = new ManualClock('2027-01-15T10:00:00Z');
  // Listen first, so that the links the services write (shop URL, assets) carry the real port.
  let handle: (request: Request) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: (request) => handle(request), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = readServicesConfig({
    NODE_ENV: 'test',
    SERVICES_PORT: String(port),
    SERVICES_PUBLIC_URL: url,
    ...env,
  });
  const postgres = process.env['TEST_DATABASE_URL'];
  if (postgres) {
    const db = await openDatabase({ url: postgres });
    await dropAll(db);
    await db.close();
  }
  const { app, db } = await startServices(
    config,
    clock,
    postgres ? { url: postgres } : { memory: true },
  );
  handle = (request) => app.fetch(request);
  return {
    url,
    clock,
    adminToken: config.adminToken,
    previewToken: config.previewToken,
    routes: app.routes
      .filter((route) => route.path !== '/*')
      .map(({ method, path }) => ({ method, path })),
    close: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
