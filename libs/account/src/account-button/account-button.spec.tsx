import { ModalHost } from '@paddock/ui';
import { preloadModals } from '@paddock/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestModals } from '../testing/modal-host.js';
import { accountAtom, signedOut } from '../state/account-state.js';
import { renderWithAccount, signedInAccount } from '../testing/index.js';
import { AccountButton } from './account-button.js';

beforeAll(() => preloadModals(accountTestModals));
const header = (
  <>
    <AccountButton />
    <ModalHost modals={accountTestModals} />
  </>
);

describe('AccountButton', () => {
  it('offers to log in, and opens the Login modal', async () => {
    const user = userEvent.setup();
    renderWithAccount(header);
    const button = screen.getByRole('button', { name: 'Se connecter' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('says "Log in" in English', () => {
    renderWithAccount(header, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a logged-in member’s first name and opens the Account modal', async () => {
    const user = userEvent.setup();
    renderWithAccount(header, { account: signedInAccount });
    const button = screen.getByRole('button', { name: 'Mon compte, Camille' });
    expect(button).toHaveTextContent('Camille');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Mon compte' })).toBeInTheDocument();
  });

  it('follows the account as the visitor logs in and out', () => {
    const { store } = renderWithAccount(header, { locale: 'en' });
    act(() => store.set(accountAtom, signedInAccount));
    expect(screen.getByRole('button', { name: 'My account, Camille' })).toBeInTheDocument();
    act(() => store.set(accountAtom, signedOut));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the Login modal from a "#login" link anywhere on the page, without following it', async () => {
    const user = userEvent.setup();
    renderWithAccount(
      <>
        {header}
        <a href="#login">Connectez-vous pour acheter</a>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Connectez-vous pour acheter' }));
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('opens the Account modal from a "#login" link once logged in', async () => {
    const user = userEvent.setup();
    renderWithAccount(
      <>
        {header}
        <a href="#login">Mon espace</a>
      </>,
      { account: signedInAccount },
    );
    await user.click(screen.getByRole('link', { name: 'Mon espace' }));
    expect(await screen.findByRole('dialog', { name: 'Mon compte' })).toBeInTheDocument();
  });
});
