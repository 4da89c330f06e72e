import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedOut, type AccountState } from '../state/account-state.js';
import { formerMemberAccount, signedInAccount } from '../testing/fixtures.js';
import {
  AccountStoryFrame,
  desktopViewport,
  mobileViewport,
  storyAccountSiteUrl,
} from '../testing/story-support.js';

interface AccountModalStoryProps {
  account: AccountState;
}

/** The Account modal as the app shows it: open in the modal host, for a logged-in member. */
function AccountModalStory({ account }: AccountModalStoryProps) {
  return <AccountStoryFrame modal={{ kind: 'account' }} account={account} />;
}

const meta = {
  title: 'account/AccountModal',
  component: AccountModalStory,
  args: { account: signedInAccount },
} satisfies Meta<typeof AccountModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's name, the edit-account link (account site, new tab) and the logout button. */
export const LoggedIn: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Mon compte' });
    await expect(within(dialog).getByText('Camille Lefèvre')).toBeVisible();
    await expect(
      within(dialog).getByText('Membre ACO · ACO1 jusqu’au 31 décembre 2026'),
    ).toBeVisible();
    const edit = within(dialog).getByRole('link', { name: /^Modifier mon compte/ });
    await expect(edit).toHaveAttribute('href', `${storyAccountSiteUrl}/fr/edit-account`);
    await expect(edit).toHaveAttribute('target', '_blank');
    await expect(edit).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LoggedInMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'My account' });
    await expect(within(dialog).getByText('Camille Lefèvre')).toBeVisible();
  },
};

/** A former member: when their membership ended. */
export const FormerMember: Story = {
  globals: { locale: 'en', ...mobileViewport },
  args: { account: formerMemberAccount },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'My account' });
    await expect(
      within(dialog).getByText('Your ACO1 membership ended on December 31, 2025.'),
    ).toBeVisible();
  },
};

/** Logging out closes the modal. */
export const LogsOut: Story = {
  globals: { locale: 'en', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'My account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

/** Opened for a visitor who is not logged in: the way to log in. */
export const LoggedOut: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { account: signedOut },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Mon compte' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Connexion' }),
    ).toBeVisible();
  },
};
