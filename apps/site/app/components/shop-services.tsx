import { accountConfigAtom, AccountSession } from '@paddock/account';
import { createAccountClient, createCartClient, createContentClient } from '@paddock/api-clients';
import { cartConfigAtom } from '@paddock/cart';
import { ticketingConfigAtom } from '@paddock/ticketing';
import { useHydrateAtoms } from 'jotai/utils';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';

/** What the browser needs to reach the services (from the root loader; nothing secret). */
export interface ShopSettings {
  contentUrl: string;
  cartUrl: string;
  accountUrl: string;
  accountSiteUrl: string;
  shopAllowedHosts: readonly string[];
  draft: boolean;
}

/**
 * Gives the shop's libs their service clients, once per page store, and keeps the visitor's account
 * session alive (token refresh after hydration).
 */
export function ShopServices({ settings }: { settings: ShopSettings }) {
  const navigate = useNavigate();
  const configs = useMemo(
    () =>
      [
        [
          accountConfigAtom,
          {
            client: createAccountClient({
              baseUrl: settings.accountUrl,
              accountSiteUrl: settings.accountSiteUrl,
            }),
            accountSiteUrl: settings.accountSiteUrl,
          },
        ],
        [
          cartConfigAtom,
          {
            client: createCartClient({ baseUrl: settings.cartUrl }),
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
        [
          ticketingConfigAtom,
          {
            content: createContentClient({ baseUrl: settings.contentUrl }),
            draft: settings.draft,
          },
        ],
      ] as const,
    [settings, navigate],
  );
  useHydrateAtoms(configs);
  return <AccountSession />;
}
