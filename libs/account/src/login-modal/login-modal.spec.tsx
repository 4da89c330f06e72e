import type { AccountClient } from '@paddock/api-clients';
import { modalAtom, type Modal } from '@paddock/ui';
import { preloadModals } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountTestModals, openModal } from '../testing/modal-host.js';
import { accountTokenKey } from '../session/stored-token.js';
import { accountAtom, signedOut } from '../state/account-state.js';
import {
  fakeAccountClient,
  fakeLoginAccount,
  fixturePassword,
  fixtureUser,
  testAccountSiteUrl,
} from '../testing/index.js';

beforeAll(() => preloadModals(accountTestModals));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function openLogin({
  client = fakeAccountClient(),
  locale = 'fr',
  modal = { kind: 'login' },
}: { client?: AccountClient; locale?: 'fr' | 'en'; modal?: Modal } = {}) {
  const user = userEvent.setup();
  const name = locale === 'fr' ? 'Connexion' : 'Log in';
  const { store, dialog } = await openModal(modal, name, { client, locale });
  const form = within(dialog);
  return {
    user,
    store,
    dialog,
    email: form.getByLabelText(locale === 'fr' ? 'Adresse e-mail' : 'Email address'),
    password: form.getByLabelText(locale === 'fr' ? 'Mot de passe' : 'Password'),
    submit: form.getByRole('button', { name: locale === 'fr' ? 'Se connecter' : 'Log in' }),
  };
}

describe('Login modal', () => {
  it('logs in, then shows the Account modal in its place; the token lasts for the tab', async () => {
    const { user, store, email, password, submit } = await openLogin();
    await user.type(email, fixtureUser.email);
    await user.type(password, fixturePassword);
    await user.click(submit);
    const account = await screen.findByRole('dialog', { name: 'Mon compte' });
    // The Account modal took the place of the form after the login's answer: its effect moves the
    // focus to the member's name once it has mounted.
    await waitFor(() => expect(within(account).getByText('Camille Lefèvre')).toHaveFocus());
    expect(store.get(modalAtom)).toEqual({ kind: 'account' });
    expect(store.get(accountAtom)).toEqual(fakeLoginAccount);
    expect(sessionStorage.getItem(accountTokenKey)).toBe('token-1');
    expect(localStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('keeps the session after the browser closes when the visitor stays connected', async () => {
    const { user, dialog, email, password, submit } = await openLogin();
    await user.type(email, fixtureUser.email);
    await user.type(password, fixturePassword);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rester connecté' }));
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Mon compte' });
    expect(localStorage.getItem(accountTokenKey)).toBe('token-1');
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('submits on Enter, with the email address trimmed', async () => {
    const client = fakeAccountClient();
    const login = vi.spyOn(client, 'login');
    const { user, email, password } = await openLogin({ client });
    await user.type(email, ` ${fixtureUser.email} `);
    await user.type(password, `${fixturePassword}{Enter}`);
    expect(login).toHaveBeenCalledWith({ email: fixtureUser.email, password: fixturePassword });
    expect(await screen.findByRole('dialog', { name: 'Mon compte' })).toBeInTheDocument();
  });

  it('turns into accountNotFound after a failure: the reason and only the create-account button', async () => {
    const { user, store, dialog, email, password, submit } = await openLogin();
    await user.type(email, fixtureUser.email);
    await user.type(password, 'wrong');
    await user.click(submit);
    const reason = await within(dialog).findByText(
      /Connexion impossible : aucun compte ne correspond à cette adresse e-mail/,
    );
    await waitFor(() => expect(reason).toHaveFocus());
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Créer un compte (s’ouvre dans un nouvel onglet)');
    expect(links[0]).toHaveAttribute('href', `${testAccountSiteUrl}/fr/create-account`);
    // Besides it, only the way back to the form and the dialog's close button.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fermer', 'Réessayer']);
    expect(store.get(accountAtom)).toBe(signedOut);
    expect(sessionStorage.getItem(accountTokenKey)).toBeNull();
  });

  it('shows the same failure when the member cannot be fetched after a good login', async () => {
    const client = fakeAccountClient({
      customer: async () => ({ ok: false, message: 'customer error' }),
    });
    const { user, dialog, email, password, submit } = await openLogin({ client });
    await user.type(email, fixtureUser.email);
    await user.type(password, fixturePassword);
    await user.click(submit);
    expect(await within(dialog).findByText(/Connexion impossible/)).toBeInTheDocument();
  });

  it('goes back to the form to try again, the email address kept and the password not', async () => {
    const { user, dialog, email, password, submit } = await openLogin();
    await user.type(email, fixtureUser.email);
    await user.type(password, 'wrong');
    await user.click(submit);
    await user.click(await within(dialog).findByRole('button', { name: 'Réessayer' }));
    const again = within(dialog).getByLabelText('Adresse e-mail');
    expect(again).toHaveValue(fixtureUser.email);
    expect(again).toHaveFocus();
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('');
  });

  it('requires an email address and a password, says so and focuses the first field to fix', async () => {
    const client = fakeAccountClient();
    const login = vi.spyOn(client, 'login');
    const { user, email, password, submit } = await openLogin({ client });
    await user.click(submit);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Adresse e-mail requise');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Mot de passe requis');
    expect(email).toHaveFocus();
    expect(login).not.toHaveBeenCalled();

    // From then on the messages follow what is typed.
    await user.type(email, 'camille');
    expect(email).toHaveAccessibleDescription(
      'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr',
    );
    await user.type(email, '@paddock.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await user.click(submit);
    expect(password).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('tells in English that the email address is required (SPEC wording)', async () => {
    const { user, email, submit } = await openLogin({ locale: 'en' });
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Email adress required');
  });

  it('refuses a second submit while the first is pending, showing it busy', async () => {
    const client = fakeAccountClient({ login: () => new Promise(() => undefined) });
    const login = vi.spyOn(client, 'login');
    const { user, email, password, submit } = await openLogin({ client });
    await user.type(email, fixtureUser.email);
    await user.type(password, `${fixturePassword}{Enter}`);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.type(password, '{Enter}');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user, dialog, password } = await openLogin();
    const toggle = within(dialog).getByRole('button', { name: 'Afficher le mot de passe' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('opens the LostPassword modal with the email address typed', async () => {
    const { user, store, dialog, email } = await openLogin();
    await user.type(email, fixtureUser.email);
    await user.click(within(dialog).getByRole('button', { name: /^Mot de passe oublié/ }));
    const lost = await screen.findByRole('dialog', { name: 'Mot de passe oublié' });
    expect(store.get(modalAtom)).toEqual({ kind: 'lostPassword', email: fixtureUser.email });
    expect(within(lost).getByLabelText('Adresse e-mail')).toHaveValue(fixtureUser.email);
  });

  it('starts from the email address it was opened with', async () => {
    const { email } = await openLogin({ modal: { kind: 'login', email: fixtureUser.email } });
    expect(email).toHaveValue(fixtureUser.email);
  });

  it('links to account creation on the account site, in the locale, in a new tab', async () => {
    const { dialog } = await openLogin({ locale: 'en' });
    const link = within(dialog).getByRole('link', { name: /^Create an account/ });
    expect(link).toHaveAttribute('href', `${testAccountSiteUrl}/en/create-account`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
