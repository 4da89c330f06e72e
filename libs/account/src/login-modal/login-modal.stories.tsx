import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountTokenKey, clearStoredToken } from '../session/stored-token.js';
import { fixturePassword, fixtureUser } from '../testing/fixtures.js';
import {
  AccountStoryFrame,
  desktopViewport,
  mobileViewport,
  storyAccountSiteUrl,
  storyServiceNames,
  type StoryService,
} from '../testing/story-support.js';

interface LoginModalStoryProps {
  /** The email address the modal opens with. */
  email: string;
  service: StoryService;
}

/** The Login modal as the app shows it: open in the modal host, over a fake account service. */
function LoginModalStory({ email, service }: LoginModalStoryProps) {
  return <AccountStoryFrame modal={{ kind: 'login', email }} service={service} />;
}

const meta = {
  title: 'account/LoginModal',
  component: LoginModalStory,
  args: { email: '', service: 'working' },
  argTypes: { service: { control: 'inline-radio', options: storyServiceNames } },
  beforeEach: () => {
    clearStoredToken();
  },
} satisfies Meta<typeof LoginModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  fr: {
    title: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  en: { title: 'Log in', email: 'Email address', password: 'Password', submit: 'Log in' },
};

async function loginDialog(canvasElement: HTMLElement, locale: 'fr' | 'en') {
  const dialog = await within(canvasElement).findByRole('dialog', { name: texts[locale].title });
  const form = within(dialog);
  return {
    dialog,
    form,
    email: form.getByLabelText(texts[locale].email),
    password: form.getByLabelText(texts[locale].password),
    submit: form.getByRole('button', { name: texts[locale].submit }),
  };
}

async function logIn(canvasElement: HTMLElement, locale: 'fr' | 'en', password: string) {
  const login = await loginDialog(canvasElement, locale);
  await userEvent.type(login.email, fixtureUser.email);
  await userEvent.type(login.password, password);
  await userEvent.click(login.submit);
  return login;
}

/** The empty form, 550 px wide on a desktop. */
export const Empty: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { dialog, form } = await loginDialog(canvasElement, 'fr');
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(
      Math.min(550, window.innerWidth - 32),
      0,
    );
    await expect(form.getByRole('checkbox', { name: 'Rester connecté' })).not.toBeChecked();
    await expect(form.getByRole('link', { name: /^Créer un compte/ })).toHaveAttribute(
      'href',
      `${storyAccountSiteUrl}/fr/create-account`,
    );
  },
};

/** The empty form on a phone, in English. */
export const EmptyMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const { dialog } = await loginDialog(canvasElement, 'en');
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth - 32, 0);
  },
};

/** Sent empty: both fields say what they need, and the focus is on the first. */
export const ValidationErrors: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { email, password, submit } = await loginDialog(canvasElement, 'fr');
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription('Adresse e-mail requise');
    await expect(password).toHaveAccessibleDescription('Mot de passe requis');
    await expect(email).toHaveFocus();
  },
};

/** An address that is not one, in English on a phone: the message says what is expected. */
export const ValidationErrorsMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const { email, password, submit } = await loginDialog(canvasElement, 'en');
    await userEvent.type(email, 'camille.lefevre');
    await userEvent.type(password, fixturePassword);
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    await expect(password).not.toHaveAccessibleDescription();
  },
};

/** The password shown with its toggle (a pressed button). */
export const PasswordShown: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { form, password } = await loginDialog(canvasElement, 'fr');
    await userEvent.type(password, fixturePassword);
    const toggle = form.getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
  },
};

/** Sent, while the account service has not answered yet: the button is busy. */
export const Pending: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { service: 'pending' },
  play: async ({ canvasElement }) => {
    const { submit } = await logIn(canvasElement, 'fr', fixturePassword);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const PendingMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  args: { service: 'pending' },
  play: async ({ canvasElement }) => {
    const { submit } = await logIn(canvasElement, 'en', fixturePassword);
    await expect(submit).toBeDisabled();
  },
};

/** After a failed login: the reason, the create-account button, and a way back to the form. */
export const AccountNotFound: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  args: { service: 'refusing' },
  play: async ({ canvasElement }) => {
    const { dialog } = await logIn(canvasElement, 'fr', 'not-the-password');
    const reason = await within(dialog).findByText(/^Connexion impossible/);
    await expect(reason).toHaveFocus();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(within(dialog).getAllByRole('link')).toHaveLength(1);
  },
};

export const AccountNotFoundMobile: Story = {
  globals: { locale: 'en', ...mobileViewport },
  args: { service: 'refusing' },
  play: async ({ canvasElement }) => {
    const { dialog } = await logIn(canvasElement, 'en', 'not-the-password');
    await expect(await within(dialog).findByText(/^We could not log you in/)).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: /^Create an account/ })).toBeVisible();
  },
};

/** Enter in the password field logs in; the Account modal takes the Login modal's place. */
export const LogsIn: Story = {
  globals: { locale: 'fr', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { email, password } = await loginDialog(canvasElement, 'fr');
    await userEvent.type(email, fixtureUser.email);
    await userEvent.type(password, `${fixturePassword}{Enter}`);
    const account = await within(canvasElement).findByRole('dialog', { name: 'Mon compte' });
    // The name takes the focus in an effect (useFocusWhenLost), just after the dialog shows.
    await waitFor(() => expect(within(account).getByText('Camille Lefèvre')).toHaveFocus());
    await waitFor(() => expect(sessionStorage.getItem(accountTokenKey)).toBe('token-1'));
  },
};

/** 'Forgot your password?' opens the LostPassword modal with the address typed. */
export const ForgotPassword: Story = {
  globals: { locale: 'en', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const { form, email } = await loginDialog(canvasElement, 'en');
    await userEvent.type(email, fixtureUser.email);
    await userEvent.click(form.getByRole('button', { name: 'Forgot your password?' }));
    const lost = await within(canvasElement).findByRole('dialog', { name: 'Forgotten password' });
    await expect(within(lost).getByLabelText('Email address')).toHaveValue(fixtureUser.email);
  },
};
