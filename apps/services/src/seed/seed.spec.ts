import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  alert,
  blockTypes,
  bouquet,
  crossSell,
  footer,
  membershipCode,
  menu,
  page,
  partnerCategory,
  seatCategoryCodes,
  site,
  socialNetwork,
  standCategory,
  ticket,
  ticketInfo,
  ticketPackage,
  user,
  wordingList,
  type Locale,
  type MenuItem,
  type Page,
  type SiteId,
} from '@paddock/api-clients/contracts';
import { blockSchemas } from '@paddock/api-clients/blocks';
import { newsArticle, type NewsArticle } from '@paddock/api-clients/news';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { needsRehash, verifyPassword } from '../domain/passwords';
import { createSeed, demoPassword, packageIds, ticketIds, type Seed } from './index';
import { ctaStyles } from './pages/build';

const now = new Date('2026-03-15T10:00:00.000Z');
const assetsUrl = 'http://localhost:3100/content/assets';
const accountSiteUrl = 'http://localhost:3100/account';
const cartTtlSeconds = 1800;
const seed = createSeed({ assetsUrl, accountSiteUrl, now, cartTtlSeconds });

const assetsDir = fileURLToPath(new URL('../../assets/', import.meta.url));
const siteIds: SiteId[] = [
  'auto',
  'aco',
  'moto',
  'karting',
  'classic',
  'camions',
  'experience',
  'companion',
];
const locales: Locale[] = ['fr', 'en'];

interface Schema {
  safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown };
}

/** Valid for the contract, and nothing lost in parsing (no unknown keys, no defaults filled in). */
function expectValid(schema: Schema, value: unknown, label: string) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `${label} does not match its contract: ${JSON.stringify(result.error, null, 2)}`,
    );
  }
  expect(result.data, label).toEqual(value);
}

/** Every string of a value, deeply. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every object of a value that has the key, deeply. */
function objectsWith(value: unknown, key: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => objectsWith(item, key));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const nested = Object.values(record).flatMap((item) => objectsWith(item, key));
    return key in record ? [record, ...nested] : nested;
  }
  return [];
}

function flattenItems(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.children ?? [])]);
}

function isCurrent({ start, end }: { start: string; end: string }) {
  return Date.parse(start) <= now.getTime() && now.getTime() < Date.parse(end);
}

const allPages = seed.pages.flatMap(({ page: published, draft }) =>
  draft ? [published, draft] : [published],
);
const publishedPages = seed.pages.map(({ page: published }) => published);

function pageAt(siteId: SiteId, locale: Locale, path: string): Page | undefined {
  return publishedPages.find(
    (candidate) =>
      candidate.site === siteId &&
      candidate.locale === locale &&
      candidate.localizedPaths[locale] === path,
  );
}

/** The news article of a site living at `path`, in a locale. */
function articleAt(siteId: SiteId, locale: Locale, path: string): NewsArticle | undefined {
  return seed.newsArticles.find(
    (article) =>
      article.site === siteId &&
      article.locale === locale &&
      article.localizedPaths[locale] === path,
  );
}

/** An internal href (`/fr/…#anchor`) of a site leads to one of its pages (and to a block, for an anchor). */
function expectInternalLink(
  siteId: SiteId,
  locale: Locale,
  href: string,
  label: string,
  checkAnchor: boolean,
) {
  const [pathAndQuery = '', anchor] = href.split('#');
  const path = pathAndQuery.split('?')[0] ?? '';
  const target = pageAt(siteId, locale, path);
  if (!target && !anchor && articleAt(siteId, locale, path)) return;
  expect(target, `${label}: no ${locale} page of ${siteId} at ${path}`).toBeDefined();
  if (checkAnchor && anchor && target) {
    expect(
      target.blocks.map((b) => b.id),
      `${label}: no block #${anchor} on ${siteId} ${path}`,
    ).toContain(anchor);
  }
}

describe('the seed', () => {
  it('is a pure function of its options', () => {
    expect(createSeed({ assetsUrl, accountSiteUrl, now, cartTtlSeconds })).toEqual(seed);
    const later = createSeed({
      assetsUrl,
      accountSiteUrl,
      now: new Date('2027-09-01T08:00:00Z'),
      cartTtlSeconds,
    });
    expect(later.alerts.filter(({ alert: a }) => isCurrent(a))).toHaveLength(0);
    expect(later.tickets[0]?.start.startsWith('2028-06-')).toBe(true);
    const elsewhere = createSeed({
      assetsUrl: 'https://cdn.example/assets/',
      accountSiteUrl,
      now,
      cartTtlSeconds,
    });
    expect(
      stringsOf(elsewhere).some((text) => text.startsWith('https://cdn.example/assets/partners/')),
    ).toBe(true);
    expect(stringsOf(elsewhere).some((text) => text.includes('assets//'))).toBe(false);
  });

  it('uses only .example addresses besides the local services', () => {
    const urls = stringsOf(seed).flatMap((text) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      if (url.startsWith(`${assetsUrl}/`) || url.startsWith(`${accountSiteUrl}/`)) continue;
      expect(new URL(url).hostname, url).toMatch(/\.example$/);
    }
    for (const text of stringsOf(seed).filter((s) => s.startsWith('mailto:'))) {
      expect(text).toMatch(/@[\w.-]+\.example$/);
    }
  });

  it('references only asset files that exist, in an assets folder under 300 KB', () => {
    const referenced = new Set(
      stringsOf(seed)
        .filter((text) => text.startsWith(`${assetsUrl}/`))
        .map((text) => text.slice(assetsUrl.length + 1)),
    );
    expect(referenced.size).toBeGreaterThan(30);
    for (const file of referenced) {
      expect(statSync(join(assetsDir, file), { throwIfNoEntry: false })?.isFile(), file).toBe(true);
    }
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (total, entry) =>
          total +
          (entry.isDirectory()
            ? sizeOf(join(dir, entry.name))
            : statSync(join(dir, entry.name)).size),
        0,
      );
    expect(sizeOf(assetsDir)).toBeLessThan(300 * 1024);
  });
});

describe('sites', () => {
  it('are the eight universes with their theme colours', () => {
    seed.sites.forEach((s, index) => expectValid(site, s, `site ${index}`));
    expect(seed.sites.map((s) => s.identifier)).toEqual(siteIds);
    expect(Object.fromEntries(seed.sites.map((s) => [s.identifier, s.colour]))).toEqual({
      auto: '#c8102e',
      aco: '#003a70',
      moto: '#c2410c',
      karting: '#047857',
      classic: '#7c5a12',
      camions: '#6d28d9',
      experience: '#be185d',
      companion: '#0e7490',
    });
    for (const s of seed.sites) expect(s.href).toMatch(/^https:\/\/[\w.-]+\.example\/$/);
  });
});

describe('menus, footers and social networks', () => {
  it('match their contracts', () => {
    for (const entry of seed.menus)
      expectValid(menu, entry.menu, `menu ${entry.site}/${entry.locale}/${entry.menu.identifier}`);
    for (const entry of seed.footers)
      expectValid(footer, entry.footer, `footer ${entry.site}/${entry.locale}`);
    for (const entry of seed.socialNetworks) {
      entry.networks.forEach((network, index) =>
        expectValid(
          socialNetwork,
          network,
          `social network ${entry.site}/${entry.locale}/${index}`,
        ),
      );
    }
  });

  it('exist for every site and locale', () => {
    for (const siteId of siteIds) {
      for (const locale of locales) {
        const menus = seed.menus.filter((m) => m.site === siteId && m.locale === locale);
        expect(menus.map((m) => m.menu.identifier).sort()).toEqual(['footer', 'main', 'top']);
        const main = menus.find((m) => m.menu.identifier === 'main')?.menu;
        expect(main?.items.some((item) => (item.children ?? []).length > 0)).toBe(true);
        expect(seed.footers.filter((f) => f.site === siteId && f.locale === locale)).toHaveLength(
          1,
        );
        const networks = seed.socialNetworks.find((n) => n.site === siteId && n.locale === locale);
        expect(networks?.networks.map((n) => n.identifier)).toEqual(
          expect.arrayContaining(['facebook', 'instagram', 'x', 'youtube']),
        );
      }
    }
    expect(
      seed.menus.some(({ menu: m }) =>
        flattenItems(m.items).some((item) => item.custom?.background),
      ),
    ).toBe(true);
    const autoNetworks = seed.socialNetworks.filter((n) => n.site === 'auto');
    expect(
      autoNetworks.every((n) => n.networks.some((network) => network.identifier === 'tiktok')),
    ).toBe(true);
  });

  it('have footers with columns, the event-series logos and a copyright', () => {
    for (const { site: siteId, footer: f } of seed.footers) {
      expect(f.items.length).toBeGreaterThanOrEqual(2);
      expect(f.items.every((column) => column.children.length > 0)).toBe(true);
      expect(f.copyright).toContain(String(now.getUTCFullYear()));
      expect(f.logos).toHaveLength(siteId === 'auto' ? 4 : siteId === 'moto' ? 1 : 0);
    }
  });

  it('link to pages (and blocks) that exist', () => {
    for (const { site: siteId, locale, menu: m } of seed.menus) {
      for (const item of flattenItems(m.items)) {
        if (item.link.href.startsWith('/')) {
          expectInternalLink(
            siteId,
            locale,
            item.link.href,
            `menu ${siteId}/${locale}/${m.identifier}`,
            true,
          );
        }
      }
    }
    for (const { site: siteId, locale, footer: f } of seed.footers) {
      for (const { link } of f.items.flatMap((column) => [column, ...column.children])) {
        if (link.href.startsWith('/'))
          expectInternalLink(siteId, locale, link.href, `footer ${siteId}/${locale}`, true);
        else expect(link.href).toMatch(/^(https:\/\/|mailto:|#cookie$)/);
      }
    }
    const accountLinks = stringsOf(seed.menus).filter((href) => href.startsWith(accountSiteUrl));
    expect(accountLinks).toContain(`${accountSiteUrl}/fr/create-account`);
    expect(accountLinks).toContain(`${accountSiteUrl}/en/edit-account`);
  });
});

describe('partners', () => {
  it('match their contract, for every site and locale', () => {
    for (const siteId of siteIds) {
      for (const locale of locales) {
        const entries = seed.partnerCategories.filter(
          (p) => p.site === siteId && p.locale === locale,
        );
        expect(entries).toHaveLength(1);
        entries[0]?.categories.forEach((category, index) =>
          expectValid(partnerCategory, category, `partner category ${siteId}/${locale}/${index}`),
        );
        expect(entries[0]?.categories.length).toBeGreaterThan(0);
      }
    }
  });

  it('fill two rows of three footer categories on the car site, with local SVG logos', () => {
    for (const entry of seed.partnerCategories.filter((p) => p.site === 'auto')) {
      expect(entry.categories.filter((category) => category.inFooter)).toHaveLength(6);
      expect(entry.categories.some((category) => !category.inFooter)).toBe(true);
    }
    for (const category of seed.partnerCategories.flatMap((p) => p.categories)) {
      for (const partner of category.children) {
        expect(partner.logoPicture.src).toBe(`${assetsUrl}/partners/${partner.uid}.svg`);
        expect(partner.logoPicture.sources[0]?.srcset).toBe(partner.logoPicture.src);
        expect(partner.href).toMatch(/^https:\/\/www\.[\w-]+\.example\/$/);
      }
    }
  });
});

describe('alerts', () => {
  it('match their contract', () => {
    seed.alerts.forEach((entry, index) => expectValid(alert, entry.alert, `alert ${index}`));
  });

  it('are one current, one future and one past per site and locale', () => {
    for (const siteId of siteIds) {
      for (const locale of locales) {
        const alerts = seed.alerts
          .filter((a) => a.site === siteId && a.locale === locale)
          .map((a) => a.alert);
        expect(alerts.filter(isCurrent)).toHaveLength(1);
        expect(alerts.filter((a) => Date.parse(a.start) > now.getTime())).toHaveLength(1);
        expect(alerts.filter((a) => Date.parse(a.end) <= now.getTime())).toHaveLength(1);
        expect(new Set(alerts.map((a) => a.uuid)).size).toBe(alerts.length);
        for (const a of alerts) {
          if (a.link?.href.startsWith('/'))
            expectInternalLink(siteId, locale, a.link.href, `alert ${a.uuid}`, false);
        }
      }
    }
  });
});

describe('news articles', () => {
  it('match their contract, one per news card in each locale, newest first', () => {
    for (const article of seed.newsArticles)
      expectValid(newsArticle, article, `news ${article.locale}/${article.identifier}`);
    for (const locale of ['fr', 'en'] as const) {
      const articles = seed.newsArticles.filter((article) => article.locale === locale);
      const news = pageAt('auto', locale, locale === 'fr' ? '/fr/actualites' : '/en/news');
      const cards = news?.blocks.find((b) => b.type === 'news-full')?.data['items'] as {
        id: string;
        href: string;
      }[];
      expect(cards.map((card) => [card.id, card.href])).toEqual(
        articles.map((article) => [article.identifier, article.localizedPaths[locale]]),
      );
      const dates = articles.map((article) => Date.parse(article.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('live under the news page of each locale, at paths no page has, the same in fr and en', () => {
    const paths = new Set<string>();
    for (const article of seed.newsArticles) {
      expect(article.localizedPaths.fr).toMatch(/^\/fr\/actualites\/[a-z0-9-]+$/);
      expect(article.localizedPaths.en).toMatch(/^\/en\/news\/[a-z0-9-]+$/);
      expect(pageAt(article.site, article.locale, article.localizedPaths[article.locale])).toBe(
        undefined,
      );
      const twin = seed.newsArticles.find(
        (other) => other.identifier === article.identifier && other.locale !== article.locale,
      );
      expect(twin?.localizedPaths).toEqual(article.localizedPaths);
      paths.add(article.localizedPaths[article.locale]);
    }
    expect(paths.size).toBe(seed.newsArticles.length);
  });

  it('tell their story in their own locale, with links to pages that exist', () => {
    for (const article of seed.newsArticles) {
      const label = `news ${article.locale}/${article.identifier}`;
      expect(article.html.match(/<p>/g)?.length ?? 0, label).toBeGreaterThanOrEqual(2);
      expect(article.picture?.alt, label).toBe(article.title);
      for (const [, href] of article.html.matchAll(/href="([^"]+)"/g))
        expectInternalLink(article.site, article.locale, href ?? '', label, false);
    }
  });
});

describe('pages', () => {
  it('match their contract, drafts included', () => {
    for (const p of allPages) expectValid(page, p, `page ${p.site}/${p.identifier}/${p.locale}`);
  });

  it('exist in fr and en with the same localized paths, unique per site and locale', () => {
    const bySiteAndId = new Map<string, Page[]>();
    for (const p of publishedPages) {
      const key = `${p.site}/${p.identifier}`;
      bySiteAndId.set(key, [...(bySiteAndId.get(key) ?? []), p]);
    }
    for (const [key, versions] of bySiteAndId) {
      expect(versions.map((v) => v.locale).sort(), key).toEqual(['en', 'fr']);
      expect(versions[0]?.localizedPaths, key).toEqual(versions[1]?.localizedPaths);
      const paths = versions[0]?.localizedPaths;
      expect(paths?.fr === '/' || paths?.fr.startsWith('/fr/'), key).toBe(true);
      expect(paths?.en === '/en' || paths?.en.startsWith('/en/'), key).toBe(true);
    }
    for (const siteId of siteIds) {
      for (const locale of locales) {
        const paths = publishedPages
          .filter((p) => p.site === siteId && p.locale === locale)
          .map((p) => p.localizedPaths[locale]);
        expect(new Set(paths).size, `${siteId}/${locale}`).toBe(paths.length);
        expect(paths).toContain(locale === 'fr' ? '/' : '/en');
      }
    }
    for (const { page: published, draft } of seed.pages) {
      if (!draft) continue;
      expect(draft.identifier).toBe(published.identifier);
      expect(draft.site).toBe(published.site);
      expect(draft.locale).toBe(published.locale);
      expect(draft.localizedPaths).toEqual(published.localizedPaths);
      expect(draft.meta.title).not.toBe(published.meta.title);
      expect(draft.blocks).not.toEqual(published.blocks);
    }
    expect(seed.pages.filter(({ draft }) => draft).length).toBeGreaterThanOrEqual(2);
  });

  it('give the car site its home, ticketing, tickets, partners, news, legal, non-crawlable and landing pages', () => {
    const auto = (locale: Locale) =>
      publishedPages.filter((p) => p.site === 'auto' && p.locale === locale);
    for (const locale of locales) {
      const pages = auto(locale);
      const home = pages.find((p) => p.localizedPaths[locale] === (locale === 'fr' ? '/' : '/en'));
      expect(home?.blocks.length).toBeGreaterThanOrEqual(8);
      expect(new Set(home?.blocks.map((b) => b.type)).size).toBeGreaterThanOrEqual(8);
      expect(home?.blocks.some((b) => b.style)).toBe(true);
      expect(home?.blocks.some((b) => b.tone)).toBe(true);
      const layouts = pages.map((p) => p.templateOptions.menuLayout);
      expect(layouts).toEqual(
        expect.arrayContaining(['home', 'ticketing-home', 'tickets', 'news']),
      );
      expect(pages.some((p) => ['none', 'condensed'].includes(p.templateOptions.menuLayout))).toBe(
        true,
      );
      expect(pages.some((p) => !p.metadata.crawlable)).toBe(true);
      expect(
        pages.some((p) =>
          p.blocks.some((b) => b.type === 'title-text' && b.data['kind'] === 'legal'),
        ),
      ).toBe(true);
    }
    expect(pageAt('auto', 'fr', '/fr/partenaires')).toBeDefined();
    expect(pageAt('auto', 'en', '/en/partners')).toBeDefined();
    expect(pageAt('auto', 'fr', '/fr/billetterie')?.templateOptions.menuLayout).toBe(
      'ticketing-home',
    );
    expect(pageAt('auto', 'en', '/en/tickets')?.templateOptions.menuLayout).toBe('ticketing-home');
  });

  it('have a block anchored at every #anchor a site links to on itself', () => {
    const links = [
      ...seed.footers.flatMap(({ site, footer }) =>
        footer.items.flatMap((column) =>
          [column.link, ...column.children.map((c) => c.link)].map((link) => ({ site, link })),
        ),
      ),
      ...seed.menus.flatMap(({ site, menu }) =>
        menu.items.flatMap((item) =>
          [item.link, ...(item.children ?? []).map((c) => c.link)].map((link) => ({ site, link })),
        ),
      ),
    ].filter(({ link }) => /^\/[^#]*#[\w-]+$/.test(link.href));
    expect(links.length).toBeGreaterThan(0);
    for (const { site, link } of links) {
      const [path, anchor] = link.href.split('#');
      const target = allPages.find((p) => p.site === site && p.localizedPaths[p.locale] === path);
      expect(
        target?.blocks.map((b) => b.anchor),
        `${site} ${link.href}`,
      ).toContain(anchor);
    }
  });

  it('have unique block ids, known block types whose data matches their contract, CTA styles, and meta', () => {
    for (const p of allPages) {
      const label = `${p.site}/${p.identifier}/${p.locale}`;
      expect(new Set(p.blocks.map((b) => b.id)).size, label).toBe(p.blocks.length);
      expect(p.blocks.length, label).toBeGreaterThan(0);
      for (const b of p.blocks) expect(blockTypes).toContain(b.type);
      for (const withStyle of objectsWith(
        p.blocks.map((b) => b.data),
        'style',
      )) {
        if ('href' in withStyle) expect(ctaStyles, label).toContain(withStyle['style']);
      }
      // Every block's data matches its type's contract: what the site checks before rendering.
      for (const b of p.blocks) {
        const schema = blockSchemas[b.type];
        if (!schema) continue;
        const parsed = z.safeParse(schema, b.data);
        expect(
          parsed.success,
          `${label} #${b.id} (${b.type}): ${parsed.error?.message ?? ''}`,
        ).toBe(true);
      }
      expect(p.meta.title.length).toBeGreaterThan(0);
      expect(p.meta.description.length).toBeGreaterThan(0);
    }
    const usedStyles = new Set(
      objectsWith(
        allPages.map((p) => p.blocks),
        'style',
      ).map((o) => o['style']),
    );
    for (const style of ctaStyles) expect(usedStyles).toContain(style);
    expect(publishedPages.some((p) => Object.keys(p.wording).length > 0)).toBe(true);
  });

  it('include a style guide per locale that shows every block type of the contract', () => {
    for (const locale of ['fr', 'en'] as const) {
      const guide = publishedPages.find(
        (p) => p.site === 'auto' && p.identifier === 'style-guide' && p.locale === locale,
      );
      expect(guide, locale).toBeDefined();
      const shown = new Set(guide?.blocks.map((b) => b.type));
      expect(
        blockTypes.filter((type) => !shown.has(type)),
        locale,
      ).toEqual([]);
    }
  });

  it('link to pages that exist and to tickets and packages of the catalogue', () => {
    const ticketSet = new Set(seed.tickets.map((t) => t.secutixId));
    const packageSet = new Set(seed.packages.map((p) => p.secutixId));
    for (const p of allPages) {
      const label = `${p.site}/${p.identifier}/${p.locale}`;
      for (const withHref of objectsWith(p.blocks, 'href')) {
        const href = withHref['href'];
        if (typeof href === 'string' && href.startsWith('/'))
          expectInternalLink(p.site, p.locale, href, label, false);
      }
      for (const ids of objectsWith(p.blocks, 'ticketSecutixIds').map(
        (o) => o['ticketSecutixIds'],
      )) {
        for (const id of ids as string[])
          expect(ticketSet.has(id), `${label}: ticket ${id}`).toBe(true);
      }
      for (const ids of objectsWith(p.blocks, 'packageSecutixIds').map(
        (o) => o['packageSecutixIds'],
      )) {
        for (const id of ids as string[])
          expect(packageSet.has(id), `${label}: package ${id}`).toBe(true);
      }
    }
  });
});

describe('wording lists', () => {
  it('match their contract, with the same keys in fr and en', () => {
    seed.wordingLists.forEach((entry) =>
      expectValid(wordingList, entry.list, `wording ${entry.list.identifier}/${entry.locale}`),
    );
    const identifiers = new Set(seed.wordingLists.map((w) => w.list.identifier));
    expect([...identifiers]).toEqual(expect.arrayContaining(['common', 'ticketing']));
    for (const identifier of identifiers) {
      const [fr, en] = locales.map((locale) =>
        seed.wordingLists.find((w) => w.locale === locale && w.list.identifier === identifier),
      );
      expect(Object.keys(fr?.list.entries ?? {}).sort()).toEqual(
        Object.keys(en?.list.entries ?? {}).sort(),
      );
    }
  });

  it('hold the keys of the specification, with double-brace placeholders', () => {
    for (const locale of locales) {
      const entries = Object.assign(
        {},
        ...seed.wordingLists.filter((w) => w.locale === locale).map((w) => w.list.entries),
      ) as Record<string, string>;
      for (const key of [
        'checkout.addToCart.error',
        'checkout.addToCart.error.invalidQty',
        'modal.login.accountNotFound',
        'account.lostPasswordEmailSend',
        'stands.error.empty',
        'stands.error.group',
      ]) {
        expect(entries[key], `${locale} ${key}`).toBeTruthy();
      }
      expect(entries['checkout.addToCart.error.invalidQty']).toContain('{{max}}');
      expect(entries['checkout.addToCart.error.invalidQty']).toContain('{{productName}}');
      for (const text of Object.values(entries)) {
        expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
      }
    }
    const en = seed.wordingLists.find((w) => w.locale === 'en' && w.list.identifier === 'ticketing')
      ?.list.entries;
    expect(en?.['stands.error.empty']).toBe('Field is empty');
    expect(en?.['stands.error.group']).toBe('Group error');
  });
});

describe('the 24A catalogue', () => {
  const seated = seed.tickets.filter((t) => t.seated);
  const prices = seed.tickets.flatMap((t) => t.prices);

  it('matches its contracts', () => {
    for (const t of seed.tickets) expectValid(ticket, t, `ticket ${t.secutixId}`);
    for (const p of seed.packages) expectValid(ticketPackage, p, `package ${p.secutixId}`);
    for (const info of seed.ticketInfos)
      expectValid(ticketInfo, info, `ticket info ${info.productSecutixId}`);
    for (const entry of seed.standCategories) {
      entry.categories.forEach((category) =>
        expectValid(
          standCategory,
          category,
          `stand category ${entry.ticketSecutixId}/${category.id}`,
        ),
      );
    }
    for (const entry of seed.crossSells)
      expectValid(crossSell, entry.crossSell, `cross-sell ${entry.crossSell.id}`);
  });

  it('sells every kind of ticket, next June, for event 24A', () => {
    expect(new Set(seed.tickets.map((t) => t.secutixId)).size).toBe(seed.tickets.length);
    expect(new Set(seed.tickets.map((t) => t.type))).toEqual(
      new Set(['track', 'hospitality', 'parking', 'accomodation', 'supplement']),
    );
    for (const t of [...seed.tickets, ...seed.packages]) expect(t.eventCode).toBe('24A');
    for (const t of seed.tickets) {
      expect(t.start).toMatch(/^2027-06-\d{2}T\d{2}:\d{2}:00\+02:00$/);
      expect(t.end).toMatch(/^2027-06-\d{2}T\d{2}:\d{2}:00\+02:00$/);
      expect(Date.parse(t.start)).toBeLessThan(Date.parse(t.end));
      expect(t.prices.length).toBeGreaterThan(0);
    }
    expect(seated.length).toBeGreaterThanOrEqual(2);
    expect(seed.tickets.find((t) => t.secutixId === ticketIds.generalWeekend)?.seated).toBe(false);
  });

  it('has prices in thousandths with audiences, quantities and availabilities', () => {
    expect(new Set(prices.map((p) => p.id)).size).toBe(prices.length);
    for (const p of prices) {
      expect(p.secutixId).toBe(p.id);
      expect(['ADULT', 'CHILD', 'MEME']).toContain(p.audienceCode);
      expect(p.price % 1000).toBe(0);
      expect(p.maxQty).toBeLessThanOrEqual(5);
    }
    expect(new Set(prices.map((p) => p.audienceCode))).toEqual(new Set(['ADULT', 'CHILD', 'MEME']));
    expect(prices.filter((p) => p.maxQty === 5).length).toBeGreaterThan(prices.length / 2);
    expect(prices.some((p) => p.maxQty < 5)).toBe(true);
    expect(prices.some((p) => p.availability === 0)).toBe(true);
    expect(seed.tickets.some((t) => t.prices.every((p) => p.availability === 0))).toBe(true);
    expect(prices.filter((p) => p.availability === 1)).toHaveLength(1);
    expect(prices.filter((p) => p.hidden)).toHaveLength(1);
    // Prices sharing a seat category share its availability.
    for (const t of seed.tickets) {
      for (const p of t.prices) {
        for (const other of t.prices.filter((o) => o.seatCatSecutixId === p.seatCatSecutixId)) {
          expect(other.availability, `${p.id} / ${other.id}`).toBe(p.availability);
        }
      }
      if (!t.seated)
        for (const p of t.prices) expect(p.seatCatSecutixId).toBe(`${t.secutixId}-GEN`);
    }
  });

  it('has the four stand categories for each grandstand, with blocks and unique seats', () => {
    expect(seed.standCategories.map((s) => s.ticketSecutixId).sort()).toEqual(
      seated.map((t) => t.secutixId).sort(),
    );
    const seatIds: string[] = [];
    for (const entry of seed.standCategories) {
      expect(entry.categories.flatMap((c) => c.codes).sort()).toEqual(
        [...seatCategoryCodes].sort(),
      );
      for (const category of entry.categories) {
        for (const b of category.blocks) {
          expect(b.id).toMatch(/^T\d{2}-[A-Z]$/);
          for (const seat of b.seats) {
            expect(seat.id.startsWith(`${b.id}-`)).toBe(true);
            expect(seat.id.slice(-4)).toMatch(/^\d{4}$/);
            seatIds.push(seat.id);
          }
          expect(new Set(b.seats.map((seat) => seat.id.slice(-4))).size).toBe(b.seats.length);
        }
      }
    }
    expect(new Set(seatIds).size).toBe(seatIds.length);
    const seats = seed.standCategories.flatMap((s) =>
      s.categories.flatMap((c) => c.blocks.flatMap((b) => b.seats)),
    );
    expect(seats.some((seat) => !seat.available)).toBe(true);
    expect(seats.some((seat) => seat.available)).toBe(true);
    expect(seed.standCategories.some((s) => s.categories.some((c) => c.blocks.length === 0))).toBe(
      true,
    );
  });

  it('ties each seated price to its stand category and ticket info', () => {
    for (const t of seated) {
      const categories =
        seed.standCategories.find((s) => s.ticketSecutixId === t.secutixId)?.categories ?? [];
      const info = seed.ticketInfos.find((i) => i.productSecutixId === t.secutixId);
      expect(info?.productType).toBe(t.type);
      const performance = info?.performances[0];
      expect(performance).toBeDefined();
      for (const p of t.prices) {
        const category = categories.find((c) => c.id === p.seatCatSecutixId);
        expect(category, p.id).toBeDefined();
        const free = category?.blocks
          .flatMap((b) => b.seats)
          .filter((seat) => seat.available).length;
        expect(p.availability, p.id).toBe(free);
        expect(
          performance?.categories.find((c) => c.secutixIds.includes(p.seatCatSecutixId))?.code,
        ).toBe(category?.codes[0]);
        const infoPrice = performance?.prices.find((ip) => ip.ids.includes(p.id));
        expect(infoPrice?.price).toBe(p.price);
        expect(infoPrice?.audienceCode).toBe(p.audienceCode);
        expect(infoPrice?.seatCategoryCodes).toEqual(category?.codes);
      }
      for (const area of performance?.steps ?? []) {
        const category = categories.find((c) => c.id === area.seatCategoryId);
        expect(category, area.id).toBeDefined();
        expect(area.blocks).toEqual(category?.blocks.map((b) => b.id));
        expect(area.seatIds).toEqual(
          category?.blocks.flatMap((b) => b.seats.map((seat) => seat.id)),
        );
        expect(area.availability).toBe(
          category?.blocks.flatMap((b) => b.seats).filter((s) => s.available).length,
        );
      }
    }
    expect(seed.ticketInfos).toHaveLength(seated.length);
  });

  it('has packages and cross-sells that reference the catalogue', () => {
    const ticketById = new Map(seed.tickets.map((t) => [t.secutixId, t]));
    const packageById = new Map(seed.packages.map((p) => [p.secutixId, p]));
    for (const p of seed.packages) {
      for (const item of p.items) expect(ticketById.has(item.secutixId), item.secutixId).toBe(true);
    }
    expect(new Set(seed.crossSells.map((c) => c.crossSell.id)).size).toBe(seed.crossSells.length);
    for (const { ticketSecutixId, packageSecutixId, crossSell: offer } of seed.crossSells) {
      expect(Boolean(ticketSecutixId) !== Boolean(packageSecutixId), offer.id).toBe(true);
      // On now, until the offered product ends.
      expect(isCurrent(offer), offer.id).toBe(true);
      if (ticketSecutixId) expect(ticketById.has(ticketSecutixId)).toBe(true);
      if (packageSecutixId) expect(packageById.has(packageSecutixId)).toBe(true);
      const offeredPriceIds =
        offer.type === 'ticket'
          ? (ticketById
              .get(offer.secutixId)
              ?.prices.filter((p) => !p.hidden)
              .map((p) => p.id) ?? [])
          : packageById.has(offer.secutixId)
            ? [offer.secutixId]
            : [];
      expect(offeredPriceIds.length, offer.id).toBeGreaterThan(0);
      // A ticket offer says how to add it to a cart; a package offer cannot be added as a product.
      expect(offer.productType, offer.id).toBe(
        offer.type === 'ticket' ? ticketById.get(offer.secutixId)?.type : undefined,
      );
      for (const locale of locales) {
        const localized = offer.localized[locale];
        expect(localized, `${offer.id} ${locale}`).toBeDefined();
        expect(localized?.prices.length).toBeGreaterThan(0);
        for (const p of localized?.prices ?? []) expect(offeredPriceIds).toContain(p.id);
      }
    }
    const afterWeekend = seed.crossSells.filter(
      (c) => c.ticketSecutixId === ticketIds.generalWeekend,
    );
    expect(afterWeekend.length).toBeGreaterThanOrEqual(5);
    expect(seed.crossSells.some((c) => c.crossSell.type === 'package')).toBe(true);
    expect(seed.crossSells.some((c) => c.packageSecutixId === packageIds.weekendCamping)).toBe(
      true,
    );
  });
});

describe('demo accounts', () => {
  const account = (email: string) => seed.demoAccounts.find((a) => a.email === email);
  const isMember = (bouquets: { name: string; dateEnd: string }[]) =>
    bouquets.some((b) => b.name === membershipCode && Date.parse(b.dateEnd) > now.getTime());

  it('are the member, the expired member and the visitor, with one password', () => {
    expect(seed.demoAccounts.map((a) => a.email).sort()).toEqual([
      'expired@paddock.test',
      'member@paddock.test',
      'visitor@paddock.test',
    ]);
    for (const a of seed.demoAccounts) {
      expect(a.password).toBe('Paddock-24h!');
      expect(a.password).toBe(demoPassword);
      expectValid(
        user,
        {
          firstname: a.firstname,
          lastname: a.lastname,
          email: a.email,
          mobile_phone_number: { national_number: a.phone },
          city: a.city,
          postcode: a.postcode,
          country: a.country,
          address1: a.address1,
        },
        a.email,
      );
      for (const b of a.bouquets)
        expectValid(bouquet, { choice: { name: b.name }, date_end: b.dateEnd }, a.email);
    }
    expect(isMember(account('member@paddock.test')?.bouquets ?? [])).toBe(true);
    const expired = account('expired@paddock.test')?.bouquets ?? [];
    expect(expired.some((b) => b.name === membershipCode)).toBe(true);
    expect(isMember(expired)).toBe(false);
    expect(account('visitor@paddock.test')?.bouquets).toEqual([]);
  });

  it("store the demo password's hash at today's cost, a salt of its own each", async () => {
    const hashes = seed.demoAccounts.map((a) => a.passwordHash);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(hashes.length);
    for (const hash of hashes) {
      expect(needsRehash(hash)).toBe(false);
      expect(await verifyPassword(demoPassword, hash)).toBe(true);
    }
  });
});

// Keeps the Seed type in use for readers of this file: every key above is checked.
const checkedKeys: (keyof Seed)[] = [
  'sites',
  'menus',
  'footers',
  'socialNetworks',
  'partnerCategories',
  'alerts',
  'pages',
  'wordingLists',
  'tickets',
  'packages',
  'ticketInfos',
  'standCategories',
  'crossSells',
  'demoAccounts',
  'newsArticles',
  // Checked by live.spec.ts.
  'live',
];
it('checks every part of the seed', () => {
  expect(Object.keys(seed).sort()).toEqual([...checkedKeys].sort());
});
