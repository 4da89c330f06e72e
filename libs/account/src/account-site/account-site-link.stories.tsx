import { useLingui } from '@lingui/react';
import type { ButtonVariant } from '@paddock/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AccountStoryFrame,
  desktopViewport,
  mobileViewport,
  storyAccountSiteUrl,
} from '../testing/story-support.js';
import type { AccountSitePage } from './account-site.js';
import { AccountSiteLink } from './account-site-link.js';

/** What the modals write on each page's link, in the account catalog. */
const linkTexts: Record<AccountSitePage, string> = {
  'create-account': 'modal.login.createAccount',
  'edit-account': 'modal.account.edit',
};

interface AccountSiteLinkStoryProps {
  page: AccountSitePage;
  /** The modals use 'primary', and 'light' under the Login form. */
  variant: ButtonVariant;
}

/** The link as a modal shows it, in a store whose account config names the account site. */
function AccountSiteLinkStory({ page, variant }: AccountSiteLinkStoryProps) {
  const { i18n } = useLingui();
  return (
    <AccountStoryFrame>
      <div style={{ maxWidth: 480 }}>
        <AccountSiteLink page={page} variant={variant}>
          {i18n._(linkTexts[page])}
        </AccountSiteLink>
      </div>
    </AccountStoryFrame>
  );
}

const meta = {
  title: 'account/AccountSiteLink',
  component: AccountSiteLinkStory,
  args: { page: 'create-account', variant: 'primary' },
  argTypes: {
    page: { control: 'inline-radio', options: Object.keys(linkTexts) },
    variant: { control: 'inline-radio', options: ['primary', 'light'] },
  },
} satisfies Meta<typeof AccountSiteLinkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account site's create-account page, in the visitor's locale and a new tab that is announced. */
export const CreateAccount: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Créer un compte (s’ouvre dans un nouvel onglet)',
    });
    await expect(link).toHaveAttribute('href', `${storyAccountSiteUrl}/fr/create-account`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toBeVisible();
    await expect(link).toHaveTextContent(/^Créer un compte/);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const CreateAccountMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Create an account (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', `${storyAccountSiteUrl}/en/create-account`);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The light style, as under the Login form. */
export const CreateAccountLight: Story = {
  globals: { locale: 'fr', universe: 'moto', ...mobileViewport },
  args: { variant: 'light' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Créer un compte/ });
    await expect(link).toHaveAttribute('href', `${storyAccountSiteUrl}/fr/create-account`);
  },
};

/** The edit-account page, as the Account modal links to it. */
export const EditAccount: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { page: 'edit-account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Edit my account (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', `${storyAccountSiteUrl}/en/edit-account`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const EditAccountMobile: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { page: 'edit-account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Modifier mon compte (s’ouvre dans un nouvel onglet)',
    });
    await expect(link).toHaveAttribute('href', `${storyAccountSiteUrl}/fr/edit-account`);
  },
};
