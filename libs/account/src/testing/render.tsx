import type { AccountClient } from '@paddock/api-clients';
import type { Catalog, Locale } from '@paddock/i18n';
import { renderInLocale } from '@paddock/ui/testing';
import type { RenderOptions } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { accountCatalog } from '../i18n.js';
import {
  accountAtom,
  accountConfigAtom,
  signedOut,
  type AccountState,
} from '../state/account-state.js';
import { fakeAccountClient } from './fixtures.js';

/** The account site's address that `renderWithAccount` gives unless told: its links start with it. */
export const testAccountSiteUrl = 'https://account.paddock.test';

export interface RenderWithAccountOptions extends RenderOptions {
  /** The account service; `fakeAccountClient()` unless given. */
  client?: AccountClient;
  /** The visitor's account to start from; logged out unless given. */
  account?: AccountState;
  accountSiteUrl?: string;
  locale?: Locale;
  /** Texts of other libs, besides those of ui and account. */
  catalogs?: Catalog[];
}

/**
 * Renders `ui` in a fresh Jotai store whose account config is set (a fake client by default), with the
 * texts of ui and account in `locale`. Returns the store with Testing Library's result.
 */
export function renderWithAccount(
  ui: ReactElement,
  {
    client = fakeAccountClient(),
    account = signedOut,
    accountSiteUrl = testAccountSiteUrl,
    catalogs = [],
    ...options
  }: RenderWithAccountOptions = {},
) {
  const store = createStore();
  store.set(accountConfigAtom, { client, accountSiteUrl });
  store.set(accountAtom, account);
  const result = renderInLocale(<Provider store={store}>{ui}</Provider>, {
    catalogs: [accountCatalog, ...catalogs],
    ...options,
  });
  return { store, ...result };
}
