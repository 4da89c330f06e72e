import { localeFromPath } from '@paddock/i18n';
import type { AnalyticsSettings } from '@paddock/analytics/react';
import '@paddock/ui/tokens.css';
import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import type { ShopSettings } from './components/shop-services';
import { loadStylesheets, stylesOf } from './components/document-styles';
import { requestContext } from './context.server';
import { siteContent } from './lib/content.server';
import { readFlags } from './lib/flags';
import { ensureBrowserLocale } from './lib/messages';
import { siteTitles } from './universe';

/**
 * What every page of this site shares. Critical (awaited): menus, alerts and the sister sites. Deferred
 * (streamed after the shell, null when the service fails): footer, partners, social networks.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  const { config, locale } = request;
  const { draft } = readFlags(url.searchParams);
  const content = siteContent(request, { draft });
  const [main, top, alerts, sites] = await Promise.all([
    content.menu('main'),
    content.menu('top'),
    content.alerts(),
    content.sites(),
  ]);
  return {
    // What the page shows by the time (the current alert, events that are over) is told at this time
    // until hydrated (`RenderedAt` of @paddock/ui): a page from the HTML cache, or on a phone whose
    // clock is off, hydrates as the server rendered it.
    renderedAt: Date.now(),
    locale,
    siteId: config.siteId,
    siteTitle: siteTitles[config.siteId][locale],
    mainSiteUrl: config.mainSiteUrl,
    menus: { main, top },
    alerts,
    sites: sites ?? [],
    footer: content.footer(),
    partnerCategories: content.partnerCategories(),
    socialNetworks: content.socialNetworks(),
    // The site's live notifications: `{host}/{siteIdentifier}`, closed while the visitor is idle.
    live: {
      url: `${config.services.events.replace(/\/+$/, '')}/${config.siteId}`,
      idleTimeout: config.idleTimeout,
    },
    analytics: {
      tagManager: config.analytics.tagManager ?? undefined,
      pixel: config.analytics.pixel ?? undefined,
      // Without a main site of its own, this site is the main site.
      rules: {
        mainSite: config.mainSiteUrl || config.publicOrigin,
        ownedDomains: config.analytics.ownedDomains,
      },
    } satisfies AnalyticsSettings,
    shop: {
      contentUrl: config.services.content,
      cartUrl: config.services.cart,
      accountUrl: config.services.account,
      accountSiteUrl: config.accountSiteUrl,
      shopAllowedHosts: config.shopAllowedHosts,
      draft,
      site: config.siteId,
      viewer:
        config.stadiumViewer.kind === 'external'
          ? {
              kind: 'external',
              scriptUrl: config.stadiumViewer.scriptUrl,
              venueId: config.stadiumViewer.venueId,
            }
          : { kind: 'builtin' },
    } satisfies ShopSettings,
  };
}

/** Before a page in another locale renders in the browser, its texts arrive (as data). */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  await ensureBrowserLocale(localeFromPath(new URL(request.url).pathname));
  return serverLoader();
}

/**
 * Before a client-side navigation shows its page, its locale's whole catalog is in (the document
 * brought only the messages its own code shows: `pageMessages`); it loads beside the page's data,
 * once. Should it fail, the page shows all the same, and a text it lacks loads it again.
 *
 * With Preact (`vite/preact-browser.ts`), the page also waits for the stylesheets its routes' data
 * names (`loadStylesheets`): its blocks are styled from their first frame. React does so itself: it
 * holds the navigation for the `<link precedence>` that `Stylesheets` renders.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const texts = ensureBrowserLocale(localeFromPath(new URL(request.url).pathname)).catch(
      () => undefined,
    );
    const results = await next();
    if (import.meta.env.PADDOCK_PREACT) {
      await loadStylesheets(
        Object.values(results).flatMap((result) =>
          result.type === 'data' ? stylesOf(result.result) : [],
        ),
      );
    }
    await texts;
    return results;
  },
];

// Menus and the rest of the root's data are not refetched while a visitor moves within one locale.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) &&
  defaultShouldRevalidate;

export { App as default, ErrorBoundary, Layout } from './components/document';
