import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureUser } from '../testing/fixtures.js';
import {
  AccountStoryFrame,
  desktopViewport,
  mobileViewport,
  storyServiceNames,
  type StoryService,
} from '../testing/story-support.js';

interface LostPasswordModalStoryProps {
  /** The email address the modal opens with (the one typed in the Login modal). */
  email: string;
  service: StoryService;
}

/** The LostPassword modal as the app shows it: open in the modal host, over a fake account service. */
function LostPasswordModalStory({ email, service }: LostPasswordModalStoryProps) {
  return <AccountStoryFrame modal={{ kind: 'lostPassword', email }} service={service} />;
}

const meta = {
  title: 'account/LostPasswordModal',
  component: LostPasswordModalStory,
  args: { email: '', service: 'working' },
  argTypes: { service: { control: 'inline-radio', options: storyServiceNames } },
} satisfies Meta<typeof LostPasswordModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  fr: {
    title: 'Mot de passe oublié',
    email: 'Adresse e-mail',
    send: 'Envoyer',
    sent: /^Si un compte existe pour cette adresse e-mail/,
  },
  en: {
    title: 'Forgotten password',
    email: 'Email address',
    send: 'Send',
    sent: /^If an account exists for this email address/,
  },
};

async function lostPasswordDialog(canvasElement: HTMLElement, locale: 'fr' | 'en') {
  const dialog = await within(canvasElement).findByRole('dialog', { name: texts[locale].title });
  const form = within(dialog);
  return {
    dialog,
    email: form.getByLabelText(texts[locale].email),
    send: form.getByRole('button', { name: texts[locale].send }),
  };
}

/** The form, opened with the address typed in the Login modal. */
export const Form: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { email: fixtureUser.email },
  play: async ({ canvasElement }) => {
    const { email } = await lostPasswordDialog(canvasElement, 'fr');
    await expect(email).toHaveValue(fixtureUser.email);
  },
};

export const FormMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
};

/** Sent empty: the translated 'required'. */
export const Required: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { email, send } = await lostPasswordDialog(canvasElement, 'fr');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription('Obligatoire');
    await expect(email).toHaveFocus();
  },
};

export const RequiredMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const { email, send } = await lostPasswordDialog(canvasElement, 'en');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription('Required');
  },
};

/** Sent, while the account site has not answered yet. */
export const Pending: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { email: fixtureUser.email, service: 'pending' },
  play: async ({ canvasElement }) => {
    const { send } = await lostPasswordDialog(canvasElement, 'fr');
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** The confirmation, whatever the account site answered. */
export const Confirmation: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { email: fixtureUser.email },
  play: async ({ canvasElement }) => {
    const { dialog, send } = await lostPasswordDialog(canvasElement, 'fr');
    await userEvent.click(send);
    await expect(await within(dialog).findByText(texts.fr.sent)).toHaveFocus();
    await expect(
      within(dialog).getByRole('button', { name: 'Retour à la connexion' }),
    ).toBeVisible();
  },
};

export const ConfirmationMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const { dialog, email } = await lostPasswordDialog(canvasElement, 'en');
    await userEvent.type(email, `${fixtureUser.email}{Enter}`);
    await expect(await within(dialog).findByText(texts.en.sent)).toBeVisible();
  },
};
