import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureAlerts } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { AlertBanner } from './alert-banner.js';
import { dismissedAlertsKey } from './dismissed-alerts.js';

const now = new Date();

const meta = {
  title: 'site-shell/AlertBanner',
  component: AlertBanner,
  parameters: { layout: 'fullscreen' },
  args: { alerts: fixtureAlerts('fr', now), now },
  // Every story starts with nothing dismissed in this browser.
  beforeEach: () => {
    localStorage.removeItem(dismissedAlertsKey);
  },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French, car site: the earliest-started current alert, with its link. */
export const Current: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Alerte' });
    await expect(banner).toHaveTextContent('Dernières places en tribune');
    await expect(document.body).toHaveClass('has-alert');
  },
};

/** Mobile, English, motorbike site: closing it remembers it and takes the body class away. */
export const Dismissed: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { alerts: fixtureAlerts('en', now) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close the alert' }));
    await expect(canvas.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
    await expect(document.body).not.toHaveClass('has-alert');
    await expect(localStorage.getItem(dismissedAlertsKey)).toContain(
      '00000000-0000-4000-8000-000000000002',
    );
  },
};

/** Mobile, French: the text wraps beside the close button. */
export const Mobile: Story = {
  globals: { locale: 'fr', universe: 'moto', ...mobileViewport },
};

/** The alerts could not be fetched: no banner (SPEC §8). */
export const FetchFailed: Story = {
  args: { alerts: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
