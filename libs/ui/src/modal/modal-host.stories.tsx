import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'jotai';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { scrollLockClass, Dialog, ModalTitle } from './dialog.js';
import { useModal } from './modal.js';
import { ModalHost, uiModals } from './modal-host.js';

const cartError = {
  kind: 'error',
  title: 'Ajout au panier impossible',
  text: 'Vous ne pouvez pas ajouter plus de 5 billets « Enceinte générale » à votre panier.',
} as const;

/** A page with the app's one host and a button that opens the Error modal. */
function PageWithHost() {
  const modal = useModal();
  return (
    <>
      <Button onClick={() => modal.open(cartError)}>Ajouter au panier</Button>
      <ModalHost modals={uiModals} />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: ModalHost,
  args: { modals: uiModals },
  render: () => (
    <Provider>
      <PageWithHost />
    </Provider>
  ),
} satisfies Meta<typeof ModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement) {
  const opener = page(canvasElement).getByRole('button', { name: 'Ajouter au panier' });
  await userEvent.click(opener);
  const dialog = await page(canvasElement).findByRole('dialog', { name: cartError.title });
  return { opener, dialog: dialog as HTMLDialogElement };
}

/** The Error modal (narrow: 550 px, or the screen's width less a margin). It stays open for review. */
export const ErrorModal: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByText(cartError.text)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(
      Math.min(550, window.innerWidth - 32),
      0,
    );
    await expect(document.body).toHaveClass(scrollLockClass);
  },
};

export const ClosesOnEscape: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await open(canvasElement);
    // Synthetic key presses do not reach the browser's own Escape handling, which fires this event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
    await expect(document.body).not.toHaveClass(scrollLockClass);
  },
};

export const ClosesOnCloseButtonAndBackdrop: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement);
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first.dialog).not.toHaveAttribute('open'));
    await expect(first.opener).toHaveFocus();

    const second = await open(canvasElement);
    await userEvent.click(within(second.dialog).getByText(cartError.text));
    await expect(second.dialog).toHaveAttribute('open');
    // Outside the dialog's box, a click lands on its backdrop.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: second.dialog,
      coords: { clientX: 2, clientY: 2 },
    });
    await waitFor(() => expect(second.dialog).not.toHaveAttribute('open'));
    await expect(second.opener).toHaveFocus();
  },
};

/** The wide dialog the stands modals use: 85 % of the screen's width. */
function StandsLikeModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Choisir ma tribune</Button>
      <Dialog open={open} onClose={() => setOpen(false)} size="wide">
        <ModalTitle>Choisissez votre tribune</ModalTitle>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: '1rem',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {['Tribune Dunlop', 'Tribune Ford', 'Tribune Stand 25', 'Tribune Garage Vert'].map(
            (stand) => (
              <li key={stand}>
                <Button variant="light" fullWidth>
                  {stand}
                </Button>
              </li>
            ),
          )}
        </ul>
      </Dialog>
    </>
  );
}

export const Wide: Story = {
  globals: { locale: 'fr' },
  render: () => <StandsLikeModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Choisir ma tribune' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Choisissez votre tribune',
    });
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth * 0.85, -1);
    await expect(within(dialog).getAllByRole('button', { name: /^Tribune/ })).toHaveLength(4);
  },
};
