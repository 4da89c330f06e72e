import { useLingui } from '@lingui/react';
import { localeFromPath } from '@paddock/i18n';
import { consentStateScript } from '@paddock/analytics';
import { ConsentManager, NotFound, siteShellModals } from '@paddock/site-shell';
import { accountModals } from '@paddock/account';
import { cartModals } from '@paddock/cart';
import { ticketingModals } from '@paddock/ticketing';
import type { AnalyticsSettings } from '@paddock/analytics/react';
import { Contained, ModalHost, themeStyle, uiModals, type ModalDefinitions } from '@paddock/ui';
import '@paddock/ui/tokens.css';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { DocumentStyles } from './components/document-styles';
import { ShopServices, type ShopSettings } from './components/shop-services';
import type { SiteExtrasProps } from './components/site-extras';
import { requestContext } from './context.server';
import { siteContent } from './lib/content.server';
import { readFlags } from './lib/flags';
import { ensureBrowserLocale, messagesElementId, serializeMessages } from './lib/messages';
import { useNonce } from './lib/nonce';
import { useSite } from './site';
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

// Menus and the rest of the root's data are not refetched while a visitor moves within one locale.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) &&
  defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeFromPath(pathname);
  const { i18n } = useLingui();
  const nonce = useNonce();
  // A client-side navigation into the other locale: switch the texts before this render uses them.
  if (i18n.locale !== locale) {
    i18n.activate(locale);
  }
  return (
    // The head's script marks <html> with the visitor's consent state before React hydrates it.
    <html
      suppressHydrationWarning
      lang={locale}
      data-universe={site?.siteId ?? 'default'}
      style={themeStyle(site?.siteId ?? 'default')}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the body: whether the server's consent banner shows (consentStateScript). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentStateScript }} />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/*
         * The page's stylesheets, which the server knows (the route's, the footer's, its block types'):
         * React Router's <Links /> would link those of the route modules only. In development, Vite
         * injects each module's CSS, and <Links /> the critical CSS of the first render.
         */}
        {import.meta.env.DEV ? <Links /> : <DocumentStyles />}
      </head>
      <body>
        {/* The page's texts, as data for the browser's Lingui (not a script: the CSP does not apply). */}
        <script
          type="application/json"
          id={messagesElementId}
          nonce={nonce}
          // JSON of our own catalogs, with `<` escaped.
          dangerouslySetInnerHTML={{ __html: serializeMessages(i18n.messages) }}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every modal the site opens, each loaded the first time it opens. */
const modals: ModalDefinitions = {
  ...uiModals,
  ...siteShellModals,
  ...accountModals,
  ...cartModals,
  ...ticketingModals,
};

/** Audience measurement and live notifications: loaded once hydrated and idle. */
const SiteExtras = lazy((): Promise<{ default: ComponentType<SiteExtrasProps> }> =>
  import('./components/site-extras').catch((error: unknown) => {
    // Not even their code failing to load may replace the page (each extra is contained in it).
    console.error('[site extras] could not be loaded; the page goes on without them', error);
    return { default: () => null };
  }),
);

/** True once the browser is idle after hydration (at most 2 s later): what can wait, waits. */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export default function App() {
  const site = useSite();
  // False on the server and during hydration: the extras never change the first frame, and they
  // wait for the browser to be idle, off the hydration's main-thread work.
  const idle = useIdleAfterHydration();
  return (
    <>
      {/*
       * First in the page, so keyboard users meet the consent banner first; it sits at the bottom. The
       * server renders it in every page, for a first visit to see it with the first paint.
       */}
      {site ? (
        <Contained name="consent">
          <ConsentManager />
        </Contained>
      ) : null}
      {site && idle ? (
        <Suspense fallback={null}>
          <SiteExtras analytics={site.analytics} live={site.live} />
        </Suspense>
      ) : null}
      {site ? <ShopServices settings={site.shop} /> : null}
      <Outlet />
      {/* The one place every modal opens (SPEC §2); its contents load when first opened. */}
      <ModalHost modals={modals} />
    </>
  );
}

/**
 * Any error below the root — a render error, or the content service not answering the site's data —
 * shows the bare not-found view (SPEC §8): nothing of the frame, which may be what failed. An unknown
 * page the content service answered for is the page route's, in the site's frame.
 */
export function ErrorBoundary() {
  const site = useSite();
  return (
    <main id="content">
      <NotFound mainSiteUrl={site?.mainSiteUrl ?? ''} />
    </main>
  );
}
