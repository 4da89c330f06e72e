import { modalAtom } from '@paddock/ui';
import { preloadModals } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountClient } from '@paddock/api-clients';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountTestModals, openModal } from '../testing/modal-host.js';
import { accountTokenKey } from '../session/stored-token.js';
import { accountAtom, signedOut, type AccountState } from '../state/account-state.js';
import {
  fakeAccountClient,
  formerMemberAccount,
  nonMemberAccount,
  signedInAccount,
  testAccountSiteUrl,
} from '../testing/index.js';

beforeAll(() => preloadModals(accountTestModals));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function openAccount(
  account: AccountState = signedInAccount,
  locale: 'fr' | 'en' = 'fr',
  client: AccountClient = fakeAccountClient(),
) {
  const user = userEvent.setup();
  const name = locale === 'fr' ? 'Mon compte' : 'My account';
  const opened = await openModal({ kind: 'account' }, name, { account, locale, client });
  return { user, ...opened };
}

describe('Account modal', () => {
  it('shows the member’s first and last name', async () => {
    const { dialog } = await openAccount();
    expect(within(dialog).getByText('Camille Lefèvre')).toBeInTheDocument();
  });

  it('shows the membership and its end date, in the locale', async () => {
    const { dialog } = await openAccount();
    expect(
      within(dialog).getByText('Membre ACO · ACO1 jusqu’au 31 décembre 2026'),
    ).toBeInTheDocument();
  });

  it('shows the membership in English too', async () => {
    const { dialog } = await openAccount(signedInAccount, 'en');
    expect(
      within(dialog).getByText('ACO member · ACO1 until December 31, 2026'),
    ).toBeInTheDocument();
  });

  it('tells a former member when their membership ended, and a visitor that they hold none', async () => {
    const { dialog } = await openAccount(formerMemberAccount, 'en');
    expect(
      within(dialog).getByText('Your ACO1 membership ended on December 31, 2025.'),
    ).toBeInTheDocument();
  });

  it('tells a visitor without any membership that they hold none', async () => {
    const { dialog } = await openAccount(nonMemberAccount);
    expect(within(dialog).getByText('Aucune adhésion ACO en cours.')).toBeInTheDocument();
  });

  it('links to editing the account on the account site, in the locale, in a new tab', async () => {
    const { dialog } = await openAccount(signedInAccount, 'en');
    const link = within(dialog).getByRole('link', { name: /^Edit my account/ });
    expect(link).toHaveAttribute('href', `${testAccountSiteUrl}/en/edit-account`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('logs out: the account and its stored token are cleared, and the modal closes', async () => {
    localStorage.setItem(accountTokenKey, signedInAccount.token ?? '');
    const { user, store, dialog } = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('asks the account service to revoke the token, and logs out even if it fails', async () => {
    localStorage.setItem(accountTokenKey, signedInAccount.token ?? '');
    const logout = vi.fn<AccountClient['logout']>(async () => false);
    const { user, store, dialog } = await openAccount(
      signedInAccount,
      'fr',
      fakeAccountClient({ logout }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    expect(logout).toHaveBeenCalledExactlyOnceWith(signedInAccount.token);
    expect(store.get(accountAtom)).toEqual(signedOut);
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('offers to log in when opened for a visitor who is not logged in', async () => {
    const { user, dialog } = await openAccount(signedOut);
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
  });
});
