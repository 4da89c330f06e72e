import {
  alert,
  footer,
  menu,
  page as pageSchema,
  pageSummary,
  partnerCategory,
  site,
  socialNetwork,
  standCategory,
  ticket,
  ticketAvailabilities,
  ticketInfo,
  ticketPackage,
  wordingList,
  crossSell,
} from '@paddock/api-clients/contracts';
import { newsArticle, newsArticleSummary } from '@paddock/api-clients/news';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServices, type TestServices } from '../testing/harness';
import { http } from '../testing/http';

let services: TestServices;
let api: ReturnType<typeof http>;

beforeAll(async () => {
  services = await startTestServices();
  api = http(`${services.url}/content`);
});
afterAll(() => services.close());

async function valid<T extends z.ZodMiniType>(
  schema: T,
  path: string,
  headers?: Record<string, string>,
): Promise<z.output<T>> {
  const answer = await api.get(path, headers);
  expect(answer.status, path).toBe(200);
  return schema.parse(answer.body);
}

describe('content service', () => {
  it('lists the eight sites', async () => {
    const sites = await valid(z.array(site), 'sites?locale=fr');
    expect(sites.map((each) => each.identifier).sort()).toEqual([
      'aco',
      'auto',
      'camions',
      'classic',
      'companion',
      'experience',
      'karting',
      'moto',
    ]);
  });

  it.each(['fr', 'en'])(
    'serves menus, footer, social networks and partners of the car site (%s)',
    async (locale) => {
      const main = await valid(menu, `menu/auto/main?locale=${locale}&draft=0`);
      expect(main.items.length).toBeGreaterThan(0);
      const theFooter = await valid(footer, `footer?locale=${locale}&site=auto`);
      expect(theFooter.items.length).toBeGreaterThan(0);
      expect(
        (await valid(z.array(socialNetwork), `auto/social-networks?locale=${locale}`)).length,
      ).toBeGreaterThan(0);
      const partners = await valid(
        z.array(partnerCategory),
        `partner-categories/auto?locale=${locale}`,
      );
      expect(partners.some((category) => category.inFooter)).toBe(true);
    },
  );

  it('serves alerts, one of them current', async () => {
    const alerts = await valid(z.array(alert), 'alerts?locale=fr&site=auto');
    const now = services.clock.now();
    expect(
      alerts.filter((each) => new Date(each.start) <= now && now < new Date(each.end)),
    ).toHaveLength(1);
  });

  it('finds pages by site and serves each in both locales', async () => {
    const pages = await valid(z.array(pageSummary), 'pages/auto?locale=fr');
    const home = pages.find((each) => each.localizedPaths.fr === '/');
    expect(home?.localizedPaths.en).toBe('/en');
    for (const locale of ['fr', 'en'] as const) {
      const page = await valid(pageSchema, `page/auto/${home?.identifier}/i18n/${locale}`);
      expect(page.locale).toBe(locale);
      expect(page.blocks.length).toBeGreaterThan(3);
    }
  });

  it('answers an unknown page with 404 and a bad query with 400', async () => {
    const missing = await api.get<{ error: { code: string } }>('page/auto/no-such-page/i18n/fr');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const badLocale = await api.get<{ error: { code: string; message: string } }>(
      'menu/auto/main?locale=de',
    );
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.code).toBe('INVALID_REQUEST');
    expect(badLocale.body.error.message).toMatch(/locale/);
    expect((await api.get('alerts?locale=fr&site=formula-e')).status).toBe(400);
    expect((await api.get('page/auto/home/i18n/de')).status).toBe(404);
  });

  it('lists the news articles of a site, newest first, and serves each in both locales', async () => {
    const fr = await valid(z.array(newsArticleSummary), 'news/auto?locale=fr');
    const en = await valid(z.array(newsArticleSummary), 'news/auto?locale=en');
    expect(fr.length).toBeGreaterThanOrEqual(3);
    expect(en.map((each) => each.identifier)).toEqual(fr.map((each) => each.identifier));
    const dates = fr.map((each) => Date.parse(each.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const [latest] = fr;
    for (const locale of ['fr', 'en'] as const) {
      const article = await valid(newsArticle, `news/auto/${latest?.identifier}/i18n/${locale}`);
      expect(article.locale).toBe(locale);
      expect(article.identifier).toBe(latest?.identifier);
      expect(article.localizedPaths).toEqual(latest?.localizedPaths);
      expect(article.html).toMatch(/^<p>/);
    }
    expect(latest?.localizedPaths.fr).toMatch(/^\/fr\/actualites\/./);
    expect(latest?.localizedPaths.en).toMatch(/^\/en\/news\/./);
  });

  it('answers an unknown news article with 404, a site without news with none, a bad locale with 400', async () => {
    const missing = await api.get<{ error: { code: string } }>('news/auto/no-such-story/i18n/fr');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect((await api.get('news/auto/liste-des-engages/i18n/de')).status).toBe(404);
    expect(await valid(z.array(newsArticleSummary), 'news/moto?locale=fr')).toEqual([]);
    expect((await api.get('news/auto?locale=de')).status).toBe(400);
  });

  it('serves wording lists', async () => {
    const common = await valid(wordingList, 'wording/common?locale=fr');
    expect(Object.keys(common.entries).length).toBeGreaterThan(0);
  });

  it('serves the 24A catalogue, its availabilities, stands and cross-sells', async () => {
    const tickets = await valid(z.array(ticket), 'tickets?eventCode=24A');
    expect(new Set(tickets.map((each) => each.type))).toEqual(
      new Set(['track', 'hospitality', 'parking', 'accomodation', 'supplement']),
    );
    const packages = await valid(z.array(ticketPackage), 'ticket-packages');
    const ids = tickets.map((each) => each.secutixId);
    const availability = await valid(
      ticketAvailabilities,
      `ticket-availabilities?secutixIds=${ids.join(',')}&packageSecutixIds=${packages.map((each) => each.secutixId).join(',')}`,
    );
    expect(new Set(availability.tickets.map((each) => each.secutixId))).toEqual(new Set(ids));
    expect(availability.packages).toHaveLength(packages.length);
    expect(availability.tickets.some((each) => each.availability === 0)).toBe(true);

    const seated = tickets.find((each) => each.seated);
    const info = await valid(ticketInfo, `cart_info/${seated?.secutixId}`);
    expect(info.performances.length).toBeGreaterThan(0);
    const stands = await valid(z.array(standCategory), `ticket/${seated?.secutixId}/stands`);
    expect(stands.flatMap((each) => each.codes).sort()).toEqual([
      'CAT01',
      'CAT02',
      'CATMEM',
      'CATPMR',
    ]);

    const offers = await Promise.all(
      ids.map((id) => valid(z.array(crossSell), `ticket/${id}/cross-sells`)),
    );
    expect(Math.max(...offers.map((list) => list.length))).toBeGreaterThan(4);
    expect((await api.get('cart_info/NO-SUCH-TICKET')).status).toBe(404);
  });

  it("serves the seed's logos", async () => {
    const partners = await valid(z.array(partnerCategory), 'partner-categories/auto?locale=fr');
    const logo = partners[0]?.children[0]?.logoPicture.src ?? '';
    const path = new URL(logo).pathname;
    const answer = await fetch(`${services.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
  });
});
