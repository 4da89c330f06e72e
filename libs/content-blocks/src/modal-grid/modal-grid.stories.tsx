import type { ModalGridData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { ModalGrid } from './modal-grid.js';
import { modalGridBlocks } from './modal-grid.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'modal-grid': defineBlock<ModalGridData>(ModalGrid) };

const meta = {
  title: 'content-blocks/ModalGrid',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The people behind the race; a card opens its details, Escape closes them, focus comes back. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: modalGridBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'Les commissaires de piste' });
    await userEvent.click(card);
    const dialog = within(document.body).getByRole('dialog', { name: 'Les commissaires de piste' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: 'Devenir commissaire' })).toBeVisible();
    // Synthetic key presses do not reach the browser's own Escape handling, which fires this event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(card).toHaveFocus();
  },
};

/** In English; the close button closes the dialog. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: modalGridBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'Race control' });
    await userEvent.click(card);
    const dialog = within(document.body).getByRole('dialog', { name: 'Race control' });
    await expect(within(dialog).getByText(/200 screens/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog).not.toBeVisible();
    await expect(card).toHaveFocus();
  },
};

/** On the dark tone, a dialog open: the dialog keeps its own light colours. */
export const DarkOpen: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: modalGridBlocks.dark },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'La direction de course' }),
    );
    const dialog = within(document.body).getByRole('dialog', { name: 'La direction de course' });
    await expect(dialog).toBeVisible();
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** The club's commissions, text only in four columns, on the green tone with the RSE style. */
export const GreenFourColumns: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: modalGridBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Commission environnement' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Commission environnement' });
    await expect(within(dialog).getByRole('link', { name: 'Notre démarche' })).toBeVisible();
    // Synthetic key presses do not reach the browser's own Escape handling, which fires this event.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};
