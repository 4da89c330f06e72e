import { CONSENT_COOKIE } from '@paddock/analytics';
import { ModalHost, uiModals } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ConsentManager } from './consent-banner.js';
import { siteShellModals } from './consent-modals.js';

function ConsentOnAPage() {
  return (
    <>
      <ConsentManager />
      <main style={{ padding: '2rem', minHeight: '60vh' }}>
        <p>
          <a href="#cookie">Cookies</a>
        </p>
      </main>
      <ModalHost modals={{ ...uiModals, ...siteShellModals }} />
    </>
  );
}

const meta = {
  title: 'site-shell/Consent',
  component: ConsentOnAPage,
  parameters: { layout: 'fullscreen' },
  // Every story starts with a visitor who has not chosen yet.
  beforeEach: () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  },
} satisfies Meta<typeof ConsentOnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner of a first visit, on a phone, in French: accept and refuse weigh the same. */
export const Banner: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', {
      name: 'Vos données personnelles',
    });
    await expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  },
};

/** Desktop, English: customizing opens the preferences; saving closes them and the banner. */
export const Preferences: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Customize' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cookie preferences',
    });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Audience measurement' }));
    await expect(
      within(dialog).getByRole('switch', { name: 'Audience measurement' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await expect(canvas.queryByRole('region', { name: 'Your privacy' })).toBeNull();
  },
};

/** A `#cookie` link opens the preferences, here after the visitor had refused everything. */
export const CookieLink: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tout refuser' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Cookies' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Préférences de cookies',
    });
    await expect(within(dialog).getByRole('switch', { name: 'Nécessaires' })).toBeDisabled();
  },
};
