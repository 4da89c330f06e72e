/** `npm start -w @paddock/services`: the local services on http://localhost:3100 (SERVICES_PORT). */
import { serve } from '@hono/node-server';
import { systemClock } from './clock';
import { readServicesConfig } from './config';
import { startServices } from './server';

const config = readServicesConfig(process.env);
const { app, db } = await startServices(config, systemClock);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.database.url ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  console.log(`Paddock services on http://localhost:${info.port} (${where})`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing the services`);
  server.close(() => {
    void db.close().then(() => process.exit(0));
  });
  // Idle keep-alive connections would otherwise keep answering until the forced exit.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
