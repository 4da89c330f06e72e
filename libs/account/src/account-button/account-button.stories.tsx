import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedOut, type AccountState } from '../state/account-state.js';
import { signedInAccount } from '../testing/fixtures.js';
import { AccountStoryFrame, desktopViewport, mobileViewport } from '../testing/story-support.js';
import { AccountButton } from './account-button.js';

interface AccountButtonStoryProps {
  account: AccountState;
}

/** The button on a bar like the header's (the universe colour, white text), with the modal host. */
function AccountButtonStory({ account }: AccountButtonStoryProps) {
  return (
    <AccountStoryFrame account={account}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          minHeight: 56,
          padding: '0 0.5rem',
          background: 'var(--pdk-color-universe)',
          color: 'var(--pdk-color-paper)',
        }}
      >
        <AccountButton />
      </div>
    </AccountStoryFrame>
  );
}

const meta = {
  title: 'account/AccountButton',
  component: AccountButtonStory,
  parameters: { layout: 'fullscreen' },
  args: { account: signedOut },
} satisfies Meta<typeof AccountButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not logged in: 'Log in' opens the Login modal. */
export const LoggedOut: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await userEvent.click(button);
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Connexion' }),
    ).toBeVisible();
  },
};

export const LoggedOutMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** Logged in: the member's first name opens the Account modal. */
export const LoggedIn: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { account: signedInAccount },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mon compte, Camille' });
    await expect(button).toHaveTextContent('Camille');
    await userEvent.click(button);
    await expect(
      await within(canvasElement).findByRole('dialog', { name: 'Mon compte' }),
    ).toBeVisible();
  },
};

export const LoggedInMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { account: signedInAccount },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'My account, Camille' }),
    ).toBeVisible();
  },
};
