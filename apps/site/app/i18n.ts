import { accountCatalog } from '@paddock/account';
import { cartCatalog } from '@paddock/cart';
import { contentBlocksCatalog } from '@paddock/content-blocks';
import type { Catalog } from '@paddock/i18n';
import { siteShellCatalog } from '@paddock/site-shell';
import { stadiumViewerCatalog } from '@paddock/stadium-viewer';
import { ticketingCatalog } from '@paddock/ticketing';
import { uiCatalog } from '@paddock/ui';

/** The texts of every lib the site renders; the server and the browser build their Lingui from it. */
export const catalogs: readonly Catalog[] = [
  uiCatalog,
  siteShellCatalog,
  accountCatalog,
  cartCatalog,
  ticketingCatalog,
  stadiumViewerCatalog,
  contentBlocksCatalog,
];
