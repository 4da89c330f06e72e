import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ErrorModal from './error-modal.js';

/** The Error modal's content as the host shows it (see ui/Modal for it inside the dialog). */
const meta = {
  title: 'ui/Modal/ErrorModal',
  component: ErrorModal,
  args: {
    title: 'Ajout au panier impossible',
    text: 'Vous pouvez prendre au plus 5 billets « Enceinte générale ».',
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Ajout au panier impossible' }),
    ).toBeInTheDocument();
  },
};
