/**
 * The site's content, read through the content service's client and the server's content cache. Drafts
 * (`?draft=1`) bypass the cache and carry the preview token.
 */
import { createContentClient, type ContentClient } from '@paddock/api-clients';
import type { Locale } from '@paddock/i18n';
import type { SiteId } from '@paddock/ui';
import type { Config } from '../config.server';
import { CacheLong, CacheNone, CacheShort, ContentCache, type CacheStrategy } from './cache.server';

const cache = new ContentCache();
const clients = new Map<string, ContentClient>();

function clientFor(config: Config): ContentClient {
  let client = clients.get(config.services.content);
  if (!client) {
    client = createContentClient({
      baseUrl: config.services.content,
      previewToken: config.previewToken,
    });
    clients.set(config.services.content, client);
  }
  return client;
}

export interface ContentScope {
  config: Config;
  site: SiteId;
  locale: Locale;
  draft: boolean;
}

export type SiteContent = ReturnType<typeof siteContent>;

export function siteContent({ config, site, locale, draft }: ContentScope) {
  const client = clientFor(config);
  const flag = draft ? '1' : '0';
  const cached = <T>(name: string, strategy: CacheStrategy, load: () => Promise<T | null>) =>
    cache.get(`${site}|${locale}|${flag}|${name}`, draft ? CacheNone : strategy, load);
  return {
    draft,
    sites: () => cached('sites', CacheLong, () => client.sites({ locale, draft: flag })),
    menu: (identifier: string) =>
      cached(`menu:${identifier}`, CacheLong, () =>
        client.menu({ site, identifier, locale, draft: flag }),
      ),
    alerts: () => cached('alerts', CacheShort, () => client.alerts({ site, locale, draft: flag })),
    footer: () => cached('footer', CacheLong, () => client.footer({ site, locale })),
    partnerCategories: () =>
      cached('partners', CacheLong, () => client.partnerCategories({ site, locale })),
    socialNetworks: () =>
      cached('social', CacheLong, () => client.socialNetworks({ site, locale })),
    pages: () => cached('pages', CacheShort, () => client.pages({ site, locale, draft: flag })),
    /** The event's ticket catalogue (prices change: short). */
    tickets: () => cached('tickets', CacheShort, () => client.tickets()),
    packages: () => cached('packages', CacheShort, () => client.ticketPackages()),
    page: (identifier: string) =>
      cached(`page:${identifier}`, CacheShort, () =>
        client.page({ site, identifier, locale, draft: flag }),
      ),
  };
}
