/** Opens the database (migrating and seeding it the first time) and builds the services around it. */
import { fileURLToPath } from 'node:url';
import type { Clock } from './clock';
import type { ServicesConfig } from './config';
import { openDatabase, type Database, type DatabaseLocation } from './db/database';
import { dropAll, migrate } from './db/migrations';
import { isEmpty, loadSeed } from './db/load-seed';
import { EventHub } from './domain/events';
import { createServicesApp } from './http/app';
import type { Services } from './http/services';
import { createSeed } from './seed';

export const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));

export function databaseLocation(config: ServicesConfig): DatabaseLocation {
  return config.database.url
    ? { url: config.database.url, poolSize: config.database.poolSize }
    : { dataDir: config.database.dataDir };
}

/** Migrates, and seeds an empty database (or every time with `reset`). */
export async function prepareDatabase(
  db: Database,
  config: ServicesConfig,
  clock: Clock,
  reset = false,
): Promise<void> {
  if (reset) await dropAll(db);
  await migrate(db);
  if (await isEmpty(db)) {
    const seed = createSeed({
      assetsUrl: `${config.publicUrl}/content/assets`,
      accountSiteUrl: `${config.publicUrl}/account`,
      now: clock.now(),
      cartTtlSeconds: config.cartTtlSeconds,
    });
    await loadSeed(db, seed, { withDemoAccounts: config.environment !== 'production' });
  }
}

export async function startServices(
  config: ServicesConfig,
  clock: Clock,
  location: DatabaseLocation = databaseLocation(config),
) {
  const db = await openDatabase(location);
  await prepareDatabase(db, config, clock);
  const services: Services = { db, config, clock, events: new EventHub(), assetsDir };
  return { app: createServicesApp(services), services, db };
}
