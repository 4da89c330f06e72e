/**
 * The seed of the local services: everything they hold on a fresh start, built by a pure function of
 * its options (dates relative to `now`, picture URLs from `assetsUrl`, account-site links from
 * `accountSiteUrl`). The pictures are the files of apps/services/assets.
 */
import { buildDemoAccounts } from './accounts';
import { buildAlerts } from './alerts';
import { buildCatalogue } from './catalogue';
import { seedContext } from './context';
import { buildLive } from './live';
import { buildNavigation } from './navigation';
import { buildPages } from './pages';
import { newsArticles } from './pages/news';
import { buildPartnerCategories } from './partners';
import { buildSites } from './sites';
import type { Seed, SeedOptions } from './types';
import { buildWordingLists } from './wording';

export type { DemoAccount, Seed, SeedOptions } from './types';
export { demoEmails, demoPassword } from './accounts';
export {
  eventCode,
  lastPlacePriceId,
  packageIds,
  performanceId,
  priceId,
  seatCategoryId,
  ticketIds,
} from './catalogue';
export { raceCalendar } from './context';

export function createSeed(options: SeedOptions): Seed {
  const ctx = seedContext(options);
  return {
    sites: buildSites(),
    ...buildNavigation(ctx),
    partnerCategories: buildPartnerCategories(ctx),
    alerts: buildAlerts(ctx),
    pages: buildPages(ctx),
    newsArticles: newsArticles(ctx),
    wordingLists: buildWordingLists(),
    ...buildCatalogue(ctx),
    demoAccounts: buildDemoAccounts(ctx),
    live: buildLive(ctx),
  };
}
