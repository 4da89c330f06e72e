import type { Clock } from '../clock';
import type { ServicesConfig } from '../config';
import type { Database } from '../db/database';
import type { EventHub } from '../domain/events';

/** What every service of the local server shares. */
export interface Services {
  db: Database;
  config: ServicesConfig;
  clock: Clock;
  events: EventHub;
  /** Folder of the seed's logos and pictures, served under /content/assets. */
  assetsDir: string;
}
