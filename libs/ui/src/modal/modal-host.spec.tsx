import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/index.js';
import { scrollLockClass } from './dialog.js';
import { modalAtom, useModal, type ModalDefinitions } from './modal.js';
import { ModalHost, uiModals } from './modal-host.js';
import ErrorModal from './error-modal.js';

const cartError = {
  kind: 'error',
  title: 'Panier indisponible',
  text: 'Réessayez dans quelques minutes.',
} as const;

function Page({ modals = uiModals }: { modals?: ModalDefinitions }) {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.open(cartError)}>
        Ajouter au panier
      </button>
      <button
        type="button"
        onClick={() =>
          modal.open({ kind: 'error', title: 'Quantité invalide', text: 'Maximum 5.' })
        }
      >
        Changer la quantité
      </button>
      <ModalHost modals={modals} />
    </>
  );
}

function renderPage(options: { locale?: 'fr' | 'en'; modals?: ModalDefinitions } = {}) {
  const store = createStore();
  renderInLocale(
    <Provider store={store}>
      <Page modals={options.modals} />
    </Provider>,
    { locale: options.locale },
  );
  return store;
}

async function openFrom(name: string) {
  const opener = screen.getByRole('button', { name });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: cartError.title }) };
}

describe('ModalHost', () => {
  it('renders no dialog, not even a closed one, until a modal is opened', () => {
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog's code loads with the first modal: before it, the host renders nothing.
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.body).not.toHaveClass(scrollLockClass);
  });

  it('opens the Error modal as a dialog named by its title, focus inside and the page locked', async () => {
    renderPage();
    const { dialog } = await openFrom('Ajouter au panier');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: cartError.title })).toBeInTheDocument();
    expect(screen.getByText(cartError.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(dialog).toHaveClass('narrow');
    expect(document.body).toHaveClass(scrollLockClass);
  });

  it('closes on Escape, clears the open modal and gives focus back to its opener', async () => {
    const store = renderPage();
    const { opener } = await openFrom('Ajouter au panier');
    expect(store.get(modalAtom)).toEqual(cartError);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveClass(scrollLockClass);
  });

  it('closes with its close button, named in the visitor’s language', async () => {
    renderPage({ locale: 'en' });
    const { opener } = await openFrom('Ajouter au panier');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click in its content', async () => {
    renderPage();
    const { dialog, opener } = await openFrom('Ajouter au panier');
    await userEvent.click(screen.getByText(cartError.text));
    expect(dialog).toHaveAttribute('open');
    // A click outside the dialog's box lands on its ::backdrop, that is on the dialog element itself.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: 5, clientY: 5 },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('follows the browser when it closes the dialog by itself', async () => {
    const store = renderPage();
    const { dialog } = await openFrom('Ajouter au panier');
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(store.get(modalAtom)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows one modal at a time: a new one takes the place of the open one', async () => {
    const store = renderPage();
    const { opener } = await openFrom('Ajouter au panier');
    // The page is inert behind a real modal; here the second one is opened from code.
    store.set(modalAtom, { kind: 'error', title: 'Quantité invalide', text: 'Maximum 5.' });
    expect(await screen.findByRole('dialog', { name: 'Quantité invalide' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText(cartError.text)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('loads a modal’s content when it first opens, named by a spinner meanwhile, at its width', async () => {
    let loaded: (module: { default: typeof ErrorModal }) => void = () => undefined;
    const modals: ModalDefinitions = {
      error: { size: 'wide', load: () => new Promise((resolve) => (loaded = resolve)) },
    };
    renderPage({ modals });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chargement…' });
    expect(dialog).toHaveClass('wide');
    loaded({ default: ErrorModal });
    expect(await screen.findByRole('dialog', { name: cartError.title })).toBe(dialog);
  });
});
