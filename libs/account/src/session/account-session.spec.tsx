import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { uiCatalog } from '@paddock/ui';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '../account-button/account-button.js';
import { accountCatalog } from '../i18n.js';
import { accountAtom, accountConfigAtom, signedOut } from '../state/account-state.js';
import { fakeAccountClient, fixtureUser, renderWithAccount } from '../testing/index.js';
import { AccountSession } from './account-session.js';
import { accountTokenKey } from './stored-token.js';

// The session's code is a lazy chunk (loaded only for a visitor with a stored token): load it once, so
// a test waits for the session to resume, not for the module to be transformed on a busy machine.
beforeAll(async () => {
  await import('./session.js');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountSession', () => {
  it('renders nothing and asks nothing without a stored token', () => {
    const client = fakeAccountClient();
    const refresh = vi.spyOn(client, 'refresh');
    const { container } = renderWithAccount(<AccountSession />, { client });
    expect(container).toBeEmptyDOMElement();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('resumes a stored session once, even mounted twice by StrictMode', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const client = fakeAccountClient();
    const refresh = vi.spyOn(client, 'refresh');
    const { store } = renderWithAccount(
      <StrictMode>
        <AccountSession />
        <AccountButton />
      </StrictMode>,
      { client },
    );
    expect(await screen.findByRole('button', { name: 'Mon compte, Camille' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledOnce();
    expect(store.get(accountAtom).token).toBe('refreshed-stored');
    expect(localStorage.getItem(accountTokenKey)).toBe('refreshed-stored');
  });

  it('logs the visitor out when the stored token cannot be refreshed', async () => {
    sessionStorage.setItem(accountTokenKey, 'expired');
    const client = fakeAccountClient({ refresh: async () => ({ ok: false }) });
    const refresh = vi.spyOn(client, 'refresh');
    const { store } = renderWithAccount(<AccountSession />, { client });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    await waitFor(() => expect(sessionStorage.getItem(accountTokenKey)).toBeNull());
    expect(store.get(accountAtom)).toEqual(signedOut);
  });
});

describe('AccountSession on the server and at hydration', () => {
  const i18n = createI18n('fr', [uiCatalog, accountCatalog]);
  const pageIn = (store: ReturnType<typeof createStore>) => (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <AccountSession />
        <AccountButton />
      </Provider>
    </I18nProvider>
  );
  const storeWith = () => {
    const store = createStore();
    store.set(accountConfigAtom, {
      client: fakeAccountClient(),
      accountSiteUrl: 'https://account.paddock.test',
    });
    return store;
  };

  it('renders a visitor who is not logged in on the server, whatever the browser stored', () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const html = renderToString(pageIn(storeWith()));
    expect(html).toContain('Se connecter');
    expect(html).not.toContain(fixtureUser.firstname);
  });

  it('hydrates the same first frame, then shows the member of the stored token', async () => {
    localStorage.setItem(accountTokenKey, 'stored');
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageIn(storeWith()));
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, pageIn(storeWith()), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Mon compte, Camille' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
