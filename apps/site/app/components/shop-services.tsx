import type { SiteId } from '@paddock/api-clients';
import type { ViewerProvider } from '@paddock/stadium-viewer';
import { accountAtom, accountConfigAtom, AccountSession } from '@paddock/account';
import { contentConfigAtom } from '@paddock/api-clients/content-config';
import { cartConfigAtom } from '@paddock/cart';
import { ticketingConfigAtom } from '@paddock/ticketing';
import { useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { lazyClient } from '../lib/lazy-client';

/**
 * Each client's code, loaded when it is first called: a page that only reads content (the home's ticket
 * availabilities, its live blocks) loads neither the cart's nor the account's client.
 */
const contentClient = () => import('@paddock/api-clients/browser/content');
const cartClient = () => import('@paddock/api-clients/browser/cart');
const accountClient = () => import('@paddock/api-clients/browser/account');

/** What the browser needs to reach the services (from the root loader; nothing secret). */
export interface ShopSettings {
  contentUrl: string;
  cartUrl: string;
  accountUrl: string;
  accountSiteUrl: string;
  shopAllowedHosts: readonly string[];
  draft: boolean;
  /** The site whose venue the stand pickers draw. */
  site: SiteId;
  /** How the stand pickers draw the stadium. */
  viewer: ViewerProvider;
}

/**
 * Gives the shop's libs their service clients, once per page store, and keeps the visitor's account
 * session alive (token refresh after hydration).
 */
export function ShopServices({ settings }: { settings: ShopSettings }) {
  const navigate = useNavigate();
  const store = useStore();
  // The content service: the live and form blocks read it alone, the ticket lib with its viewer.
  const content = useMemo(
    () =>
      lazyClient(() =>
        contentClient().then(({ createContentClient }) =>
          createContentClient({ baseUrl: settings.contentUrl }),
        ),
      ),
    [settings.contentUrl],
  );
  const configs = useMemo(
    () =>
      [
        [
          accountConfigAtom,
          {
            client: lazyClient(() =>
              accountClient().then(({ createAccountClient }) =>
                createAccountClient({
                  baseUrl: settings.accountUrl,
                  accountSiteUrl: settings.accountSiteUrl,
                }),
              ),
            ),
            accountSiteUrl: settings.accountSiteUrl,
          },
        ],
        [
          cartConfigAtom,
          {
            client: lazyClient(() =>
              cartClient().then(({ createCartClient }) =>
                createCartClient({
                  baseUrl: settings.cartUrl,
                  // Every cart call carries the logged-in visitor's token: the service decides
                  // membership (member-only prices) and the member buyer from it.
                  token: () => store.get(accountAtom).token,
                }),
              ),
            ),
            shopAllowedHosts: settings.shopAllowedHosts,
            // Pages of this site through the router; an external shop by the browser itself.
            navigation: {
              navigate: (url: string) => {
                if (url.startsWith('/')) void navigate(url);
                else window.location.href = url;
              },
            },
          },
        ],
        [contentConfigAtom, { content, draft: settings.draft, site: settings.site }],
        [
          ticketingConfigAtom,
          {
            content,
            draft: settings.draft,
            site: settings.site,
            viewer: settings.viewer,
          },
        ],
      ] as const,
    [settings, navigate, store, content],
  );
  useHydrateAtoms(configs);
  return <AccountSession />;
}
