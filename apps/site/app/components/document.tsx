import { useLingui } from '@lingui/react';
import { accountModals } from '@paddock/account';
import { consentStateScript } from '@paddock/analytics';
import { cartModals } from '@paddock/cart';
import { activateLocale, localeFromPath } from '@paddock/i18n';
import { ConsentManager, NotFound, siteShellModals } from '@paddock/site-shell';
import { ticketingModals } from '@paddock/ticketing';
import {
  Contained,
  ModalHost,
  RenderedAt,
  themeStyle,
  uiModals,
  type ModalDefinitions,
} from '@paddock/ui';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { messagesElementId, PageMessagesContext, pageMessagesOf } from '../lib/messages';
import { useNonce } from '../lib/nonce';
import { useSite } from '../site';
import { DocumentStyles } from './document-styles';
import { PaintFirstScripts } from './paint-first-scripts';
import { ShopServices } from './shop-services';
import SiteExtras from './site-extras';

/*
 * The root route's document, app and error view (app/root.tsx exports them): apart from the route
 * module, so that their code is part of the chunk every page loads (vite.config.ts) rather than a
 * chunk of its own importing thirty names from it.
 */

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeFromPath(pathname);
  const { i18n } = useLingui();
  const nonce = useNonce();
  const messages = pageMessagesOf(i18n.messages, useContext(PageMessagesContext));
  // A client-side navigation into the other locale: switch the texts before this render uses them.
  if (i18n.locale !== locale) {
    activateLocale(i18n, locale);
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
         * The page's stylesheets, which the server knows (the frame's, the route's, its block types'):
         * React Router's <Links /> would link those of the route modules only. In development, Vite
         * injects each module's CSS, and <Links /> the critical CSS of the first render.
         */}
        {import.meta.env.DEV ? <Links /> : <DocumentStyles />}
      </head>
      <body>
        {/*
         * The page's texts, as data for the browser's Lingui (not a script: the CSP does not apply):
         * those its browser code can show, marked `data-partial` when that is less than the locale.
         */}
        <script
          type="application/json"
          id={messagesElementId}
          nonce={nonce}
          {...messages.attributes}
          // JSON of our own catalogs, with `<` escaped.
          dangerouslySetInnerHTML={{ __html: messages.text }}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* React Router's scripts, run once the server's HTML is painted. */}
        <PaintFirstScripts nonce={nonce} />
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

export function App() {
  const site = useSite();
  // False on the server and during hydration: the extras never change the first frame, and they
  // wait for the browser to be idle, off the hydration's main-thread work.
  const idle = useIdleAfterHydration();
  return (
    <RenderedAt value={site?.renderedAt ?? null}>
      {/*
       * First in the page, so keyboard users meet the consent banner first; it sits at the bottom. The
       * server renders it in every page, for a first visit to see it with the first paint.
       */}
      {site ? (
        <Contained name="consent">
          <ConsentManager />
        </Contained>
      ) : null}
      {site && idle ? <SiteExtras analytics={site.analytics} live={site.live} /> : null}
      {site ? <ShopServices settings={site.shop} /> : null}
      <Outlet />
      {/* The one place every modal opens (SPEC §2); its contents load when first opened. */}
      <ModalHost modals={modals} />
    </RenderedAt>
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
