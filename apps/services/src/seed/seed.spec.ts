import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  alert,
  crossSell,
  footer,
  menu,
  page,
  partnerCategory,
  site,
  socialNetwork,
  standCategory,
  ticket,
  ticketInfo,
  ticketPackage,
  wordingList,
} from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { createSeed } from './index';

const now = new Date('2027-01-15T10:00:00Z');
const assetsUrl = 'http://localhost:3100/content/assets';
const seed = createSeed({ assetsUrl, accountSiteUrl: 'http://localhost:3100/account', now });
const assetsDir = fileURLToPath(new URL('../../assets', import.meta.url));

describe('seed', () => {
  it('matches the contract schemas, piece by piece', () => {
    for (const each of seed.sites) site.parse(each);
    for (const each of seed.menus) menu.parse(each.menu);
    for (const each of seed.footers) footer.parse(each.footer);
    for (const each of seed.socialNetworks)
      each.networks.forEach((network) => socialNetwork.parse(network));
    for (const each of seed.partnerCategories)
      each.categories.forEach((category) => partnerCategory.parse(category));
    for (const each of seed.alerts) alert.parse(each.alert);
    for (const each of seed.pages) {
      page.parse(each.page);
      if (each.draft) page.parse(each.draft);
    }
    for (const each of seed.wordingLists) wordingList.parse(each.list);
    for (const each of seed.tickets) ticket.parse(each);
    for (const each of seed.packages) ticketPackage.parse(each);
    for (const each of seed.ticketInfos) ticketInfo.parse(each);
    for (const each of seed.standCategories)
      each.categories.forEach((category) => standCategory.parse(category));
    for (const each of seed.crossSells) crossSell.parse(each.crossSell);
  });

  it('has the eight universes with the theme colours of the design', () => {
    expect(Object.fromEntries(seed.sites.map((each) => [each.identifier, each.colour]))).toEqual({
      auto: '#c8102e',
      aco: '#003a70',
      moto: '#c2410c',
      karting: '#047857',
      classic: '#7c5a12',
      camions: '#6d28d9',
      experience: '#be185d',
      companion: '#0e7490',
    });
  });

  it('has every page in French and English, at paths unique per site and locale', () => {
    const key = (each: { site: string; identifier: string }) => `${each.site}/${each.identifier}`;
    const byPage = new Map<string, typeof seed.pages>();
    for (const each of seed.pages)
      byPage.set(key(each.page), [...(byPage.get(key(each.page)) ?? []), each]);
    for (const [name, versions] of byPage) {
      expect(versions.map((each) => each.page.locale).sort(), name).toEqual(['en', 'fr']);
      expect(versions[0]?.page.localizedPaths, name).toEqual(versions[1]?.page.localizedPaths);
    }
    for (const locale of ['fr', 'en'] as const) {
      for (const siteId of seed.sites.map((each) => each.identifier)) {
        const paths = seed.pages
          .filter((each) => each.page.site === siteId && each.page.locale === locale)
          .map((each) => each.page.localizedPaths[locale]);
        expect(new Set(paths).size, `${siteId} ${locale}`).toBe(paths.length);
        expect(paths).toContain(locale === 'fr' ? '/' : '/en');
      }
    }
    const carSite = seed.pages.filter(
      (each) => each.page.site === 'auto' && each.page.locale === 'fr',
    );
    expect(carSite.some((each) => !each.page.metadata.crawlable)).toBe(true);
    expect(
      carSite.find((each) => each.page.identifier === 'home')?.page.blocks.length,
    ).toBeGreaterThanOrEqual(8);
    expect(seed.pages.some((each) => each.draft)).toBe(true);
  });

  it('has exactly one current alert per site and locale', () => {
    for (const siteId of seed.sites.map((each) => each.identifier)) {
      for (const locale of ['fr', 'en']) {
        const alerts = seed.alerts
          .filter((each) => each.site === siteId && each.locale === locale)
          .map((each) => each.alert);
        expect(alerts).toHaveLength(3);
        expect(
          alerts.filter((each) => new Date(each.start) <= now && now < new Date(each.end)),
        ).toHaveLength(1);
      }
    }
  });

  it('keeps the catalogue consistent: unique ids, offers of existing products, the four stand categories', () => {
    const ticketIds = new Set(seed.tickets.map((each) => each.secutixId));
    const priceIds = seed.tickets.flatMap((each) => each.prices.map((price) => price.id));
    expect(new Set(priceIds).size).toBe(priceIds.length);
    const packageIds = new Set(seed.packages.map((each) => each.secutixId));
    for (const each of seed.crossSells) {
      expect(
        ticketIds.has(each.crossSell.secutixId) || packageIds.has(each.crossSell.secutixId),
      ).toBe(true);
      if (each.ticketSecutixId) expect(ticketIds.has(each.ticketSecutixId)).toBe(true);
      if (each.packageSecutixId) expect(packageIds.has(each.packageSecutixId)).toBe(true);
    }
    for (const pack of seed.packages)
      for (const item of pack.items) expect(ticketIds.has(item.secutixId)).toBe(true);
    for (const stands of seed.standCategories) {
      expect(ticketIds.has(stands.ticketSecutixId)).toBe(true);
      expect(stands.categories.flatMap((each) => each.codes).sort()).toEqual([
        'CAT01',
        'CAT02',
        'CATMEM',
        'CATPMR',
      ]);
      const seats = stands.categories.flatMap((each) =>
        each.blocks.flatMap((block) => block.seats.map((seat) => seat.id)),
      );
      expect(new Set(seats).size).toBe(seats.length);
    }
    const audiences = new Set(
      seed.tickets.flatMap((each) => each.prices.map((price) => price.audienceCode)),
    );
    expect([...audiences]).toEqual(expect.arrayContaining(['ADULT', 'CHILD', 'MEME']));
    expect(
      seed.tickets.some((each) => each.prices.every((price) => price.availability === 0)),
    ).toBe(true);
  });

  it('refers only to assets that exist', () => {
    const urls = JSON.stringify(seed).match(new RegExp(`${assetsUrl}/[\\w/.-]+`, 'g')) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of new Set(urls)) {
      expect(existsSync(`${assetsDir}/${url.slice(assetsUrl.length + 1)}`), url).toBe(true);
    }
  });

  it('has the three demo accounts, one of them a member', () => {
    expect(seed.demoAccounts.map((each) => each.email)).toEqual([
      'member@paddock.test',
      'expired@paddock.test',
      'visitor@paddock.test',
    ]);
    const member = seed.demoAccounts[0]?.bouquets[0];
    expect(member?.name).toBe('ACO1');
    expect(new Date(member?.dateEnd ?? 0) > now).toBe(true);
  });
});
