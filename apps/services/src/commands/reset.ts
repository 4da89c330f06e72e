/** `npm run reset -w @paddock/services`: drops everything and loads the seed again. */
import { systemClock } from '../clock';
import { readServicesConfig } from '../config';
import { openDatabase } from '../db/database';
import { databaseLocation, prepareDatabase } from '../server';

const config = readServicesConfig(process.env);
const db = await openDatabase(databaseLocation(config));
await prepareDatabase(db, config, systemClock, true);
await db.close();
console.log('The services hold the seed again.');
