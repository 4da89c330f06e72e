import type { AccountClient } from '@paddock/api-clients';
import { modalAtom, type Modal } from '@paddock/ui';
import { preloadModals } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTestModals, openModal } from '../testing/modal-host.js';
import { fakeAccountClient, fixtureUser } from '../testing/index.js';

const confirmation =
  'Si un compte existe pour cette adresse e-mail, nous venons de lui envoyer un lien pour choisir un nouveau mot de passe.';

beforeAll(() => preloadModals(accountTestModals));

afterEach(() => {
  vi.restoreAllMocks();
});

async function openLostPassword({
  client = fakeAccountClient(),
  locale = 'fr',
  modal = { kind: 'lostPassword' },
}: { client?: AccountClient; locale?: 'fr' | 'en'; modal?: Modal } = {}) {
  const user = userEvent.setup();
  const { store, dialog } = await openModal(
    modal,
    locale === 'fr' ? 'Mot de passe oublié' : 'Forgotten password',
    { client, locale },
  );
  const inDialog = within(dialog);
  return {
    user,
    store,
    dialog,
    email: inDialog.getByLabelText(locale === 'fr' ? 'Adresse e-mail' : 'Email address'),
    send: inDialog.getByRole('button', { name: locale === 'fr' ? 'Envoyer' : 'Send' }),
  };
}

describe('LostPassword modal', () => {
  it('requires an email address, with the translated "required"', async () => {
    const client = fakeAccountClient();
    const forgotPassword = vi.spyOn(client, 'forgotPassword');
    const { user, email, send } = await openLostPassword({ client });
    await user.click(send);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Obligatoire');
    expect(email).toHaveFocus();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('asks the account site in the visitor’s locale, then shows the confirmation', async () => {
    const client = fakeAccountClient();
    const forgotPassword = vi.spyOn(client, 'forgotPassword');
    const { user, dialog, email } = await openLostPassword({ client, locale: 'en' });
    await user.type(email, `${fixtureUser.email}{Enter}`);
    expect(forgotPassword).toHaveBeenCalledWith('en', fixtureUser.email);
    const sent = await within(dialog).findByText(
      'If an account exists for this email address, we have just sent it a link to choose a new password.',
    );
    await waitFor(() => expect(sent).toHaveFocus());
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the confirmation when the request failed (the client logs it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeAccountClient({
      forgotPassword: async () => {
        console.error('[api-clients] forgot-password failed');
      },
    });
    const { user, dialog, email, send } = await openLostPassword({ client });
    await user.type(email, fixtureUser.email);
    await user.click(send);
    expect(await within(dialog).findByText(confirmation)).toBeInTheDocument();
    expect(error).toHaveBeenCalledOnce();
  });

  it('shows the confirmation even if the request rejects, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeAccountClient({
      forgotPassword: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, dialog, email, send } = await openLostPassword({ client });
    await user.type(email, fixtureUser.email);
    await user.click(send);
    expect(await within(dialog).findByText(confirmation)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
  });

  it('starts from the email address typed in the Login modal and leads back to it', async () => {
    const { user, store, dialog, email, send } = await openLostPassword({
      modal: { kind: 'lostPassword', email: fixtureUser.email },
    });
    expect(email).toHaveValue(fixtureUser.email);
    await user.click(send);
    await user.click(await within(dialog).findByRole('button', { name: 'Retour à la connexion' }));
    const login = await screen.findByRole('dialog', { name: 'Connexion' });
    expect(store.get(modalAtom)).toEqual({ kind: 'login', email: fixtureUser.email });
    expect(within(login).getByLabelText('Adresse e-mail')).toHaveValue(fixtureUser.email);
  });
});
