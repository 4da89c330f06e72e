/** The seed of the local services: `createSeed(options)` gives everything a fresh start holds. */
import type { Seed, SeedOptions } from '../types';
import { demoAccounts } from './accounts';
import {
  crossSells,
  grandstandId,
  packages,
  standCategoriesOf,
  ticketInfos,
  tickets,
} from './catalogue';
import { locales, siteIds } from './common';
import { footerOf, mainMenu, socialNetworksOf, topMenu } from './navigation';
import { pages } from './pages';
import { alertsOf, partnerCategoriesOf } from './partners';
import { sites } from './sites';
import { wordingLists } from './wording';

export function createSeed(options: SeedOptions): Seed {
  const everywhere = <T>(
    make: (site: (typeof siteIds)[number], locale: (typeof locales)[number], index: number) => T,
  ) => siteIds.flatMap((site, index) => locales.map((locale) => make(site, locale, index)));
  return {
    sites: sites(),
    menus: everywhere((site, locale) => [
      { site, locale, menu: mainMenu(site, locale) },
      { site, locale, menu: topMenu(site, locale) },
    ]).flat(),
    footers: everywhere((site, locale) => ({
      site,
      locale,
      footer: footerOf(site, locale, options),
    })),
    socialNetworks: everywhere((site, locale) => ({
      site,
      locale,
      networks: socialNetworksOf(site),
    })),
    partnerCategories: everywhere((site, locale) => ({
      site,
      locale,
      categories: partnerCategoriesOf(locale, options),
    })),
    alerts: everywhere((site, locale, index) =>
      alertsOf(index, locale, options.now).map((alert) => ({ site, locale, alert })),
    ).flat(),
    pages: pages(options),
    wordingLists: wordingLists(),
    tickets: tickets(options),
    packages: packages(options),
    ticketInfos: ticketInfos(options),
    standCategories: [{ ticketSecutixId: grandstandId, categories: standCategoriesOf() }],
    crossSells: crossSells(options),
    demoAccounts: demoAccounts(options.now),
  };
}
