import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { Dialog, ModalTitle } from './dialog.js';

function DialogExample({ size }: { size: 'narrow' | 'wide' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog open={open} onClose={() => setOpen(false)} size={size}>
        <ModalTitle>Informations</ModalTitle>
        <p>Le dialogue natif garde le focus et rend le reste de la page inerte.</p>
      </Dialog>
    </>
  );
}

/** The native dialog the modal host is built on, driven by its caller's state. */
const meta = {
  title: 'ui/Modal/Dialog',
  component: DialogExample,
  args: { size: 'narrow' },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Ouvrir' });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: 'Informations' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Fermer|Close/ }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

export const Wide: Story = { args: { size: 'wide' } };
