import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, type ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { ModalTitle } from './dialog.js';
import ModalFrame from './modal-frame.js';

/** A modal's content whose code never arrives: the frame's spinner stays. */
const NeverLoaded = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

function Loaded() {
  return (
    <>
      <ModalTitle>Panier indisponible</ModalTitle>
      <p>Réessayez dans quelques minutes.</p>
    </>
  );
}

function FrameExample({ loaded, size }: { loaded: boolean; size: 'narrow' | 'wide' }) {
  return (
    <ModalFrame open onClose={() => undefined} size={size}>
      {loaded ? <Loaded /> : <NeverLoaded />}
    </ModalFrame>
  );
}

/**
 * What the modal host loads with the first modal a page opens: the dialog, and the spinner that names
 * it while the modal's content loads.
 */
const meta = {
  title: 'ui/Modal/ModalFrame',
  component: FrameExample,
  args: { loaded: true, size: 'narrow' },
} satisfies Meta<typeof FrameExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItsContent: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Panier indisponible',
    });
    await expect(dialog).toBeVisible();
  },
};

export const WhileItsContentLoads: Story = {
  args: { loaded: false, size: 'wide' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: /Chargement|Loading/ });
    await expect(dialog).toBeVisible();
  },
};
