import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationToast } from './notification-toast.js';

const meta = {
  title: 'site-shell/NotificationToast',
  component: NotificationToast,
  parameters: { layout: 'fullscreen' },
  args: {
    onClose: fn(),
    notification: {
      uuid: '0d6c6f43-5b7e-4d44-9f6b-2b0a3c1e9a10',
      text: 'Voiture de sécurité en piste.',
      duration: 600_000,
      publishedAt: '2026-06-13T18:42:00.000Z',
      link: { href: '#live', text: 'Suivre le direct' },
    },
  },
} satisfies Meta<typeof NotificationToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notification with its link, in French; closing it asks the page to drop it. */
export const WithLink: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('status', { name: 'Notification en direct' });
    await expect(region).toHaveTextContent('Voiture de sécurité en piste.');
    await userEvent.click(within(region).getByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A text alone, in English, on the motorbike site. */
export const TextOnly: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    notification: {
      uuid: '5f0b1b7e-9d1c-4f7e-8a55-3c2d1e0f9b21',
      text: 'Pit lane open in 10 minutes.',
      duration: 600_000,
      publishedAt: '2026-06-13T18:42:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Live notification' }),
    ).toHaveTextContent('Pit lane open in 10 minutes.');
  },
};

/** No notification: the live region waits, empty. */
export const Empty: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { notification: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
