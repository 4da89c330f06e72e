import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { LiveNotifications } from './live-notifications.js';

const meta = {
  title: 'site-shell/Notifications',
  component: LiveNotifications,
  parameters: { layout: 'fullscreen' },
  args: { url: '/events/auto', idleTimeout: 120_000, open: FakeEventSource.open },
} satisfies Meta<typeof LiveNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

function publish(data: Record<string, unknown>) {
  const source = FakeEventSource.latest();
  source?.accept();
  source?.send('notification', {
    uuid: crypto.randomUUID(),
    duration: 60_000,
    publishedAt: new Date().toISOString(),
    ...data,
  });
}

/** Desktop, French: the newest notification of the stream, with its link, top right. */
export const Toast: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    publish({ text: 'Voiture de sécurité en piste.' });
    publish({
      text: 'Drapeau vert : la course reprend.',
      link: { href: '#live', text: 'Suivre le direct' },
    });
    const region = within(canvasElement).getByRole('status', { name: 'Notification en direct' });
    await waitFor(() => expect(region).toHaveTextContent('Drapeau vert : la course reprend.'));
    await expect(region).not.toHaveTextContent('Voiture de sécurité');
    // Visible once its entrance has played.
    const link = within(region).getByRole('link', { name: 'Suivre le direct' });
    await waitFor(() => expect(link).toBeVisible());
  },
};

/** Phone, English, motorbike site: closing the toast empties the live region. */
export const Closed: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    publish({ text: 'Pit lane open in 10 minutes.' });
    const region = within(canvasElement).getByRole('status', { name: 'Live notification' });
    const close = await within(region).findByRole('button', { name: 'Close the notification' });
    await userEvent.click(close);
    await expect(region).toBeEmptyDOMElement();
  },
};
