/** `npm start -w @paddock/services`: the local services on http://localhost:3100 (SERVICES_PORT). */
import { serve } from '@hono/node-server';
import { systemClock } from './clock';
import { readServicesConfig } from './config';
import { startServices } from './server';
import { drain } from './shutdown';

const config = readServicesConfig(process.env);
const { app, db, services } = await startServices(config, systemClock);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.database.url ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  console.log(`Paddock services on http://localhost:${info.port} (${where})`);
});

/** What a stop waits for the open connections before it cuts them. */
const graceMs = 5000;

async function shutdown(signal: string) {
  console.log(`${signal}: closing the services`);
  const drained = await drain(server, services.events, graceMs);
  if (!drained) console.error(`Connections still open after ${graceMs} ms: cut.`);
  await db.close();
  process.exit(drained ? 0 : 1);
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
