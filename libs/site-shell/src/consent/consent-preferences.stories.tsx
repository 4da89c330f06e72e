import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { Dialog } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ConsentPreferences from './consent-preferences.js';

/** The preferences as the modal host shows them: in the site's dialog. */
function PreferencesDialog() {
  return (
    <Dialog open onClose={() => undefined}>
      <ConsentPreferences />
    </Dialog>
  );
}

const meta = {
  title: 'site-shell/ConsentPreferences',
  component: PreferencesDialog,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  },
} satisfies Meta<typeof PreferencesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any choice: necessary on (and locked), the others off. */
export const FirstVisit: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Préférences de cookies' });
    await expect(within(dialog).getByRole('switch', { name: 'Nécessaires' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Nécessaires' })).toBeDisabled();
    await expect(
      within(dialog).getByRole('switch', { name: 'Marketing et contenus intégrés' }),
    ).not.toBeChecked();
  },
};

/** In English, after the visitor allowed audience measurement only. */
export const EarlierChoice: Story = {
  globals: { locale: 'en', universe: 'moto' },
  beforeEach: () => {
    browserConsent().decide({ audience: true });
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Cookie preferences' });
    await expect(
      within(dialog).getByRole('switch', { name: 'Audience measurement' }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('switch', { name: 'Marketing and embedded content' }),
    ).not.toBeChecked();
  },
};
