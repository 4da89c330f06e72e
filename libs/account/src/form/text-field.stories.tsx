import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../testing/story-support.js';
import { TextField } from './text-field.js';
import styles from './form.module.css';

/** The login form's two fields, with their texts in the account catalog. */
const fields = {
  email: {
    label: 'modal.login.email',
    error: 'account.emailInvalid',
    type: 'email',
    autoComplete: 'email',
  },
  password: {
    label: 'modal.login.password',
    error: 'modal.login.passwordRequired',
    type: 'password',
    autoComplete: 'current-password',
  },
} as const;

type Field = keyof typeof fields;

interface TextFieldStoryProps {
  field: Field;
  /** What the field holds at first. */
  value: string;
  /** Shows the field's error under it. */
  withError: boolean;
  /** The show-password toggle inside the field's box, as the login form has it. */
  withAddon: boolean;
}

/** A field of the login form, typed into as the modal's are (its value in state). */
function TextFieldStory({ field, value, withError, withAddon }: TextFieldStoryProps) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(false);
  const { label, error, type, autoComplete } = fields[field];
  return (
    <div className={styles.form} style={{ maxWidth: 480 }}>
      <TextField
        label={i18n._(label)}
        type={shown ? 'text' : type}
        name={field}
        autoComplete={autoComplete}
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={withError ? i18n._(error) : undefined}
        addon={
          withAddon ? (
            <button
              type="button"
              className={styles.addon}
              aria-label={i18n._('modal.login.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
            >
              {i18n._('modal.login.show')}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'account/TextField',
  component: TextFieldStory,
  args: { field: 'email', value: '', withError: false, withAddon: false },
  argTypes: { field: { control: 'inline-radio', options: Object.keys(fields) } },
} satisfies Meta<typeof TextFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled field: its label names it, and what is typed shows in it. */
export const WithLabel: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).not.toBeInvalid();
    await expect(email).not.toHaveAccessibleDescription();
    await userEvent.click(canvas.getByText('Adresse e-mail'));
    await expect(email).toHaveFocus();
    await userEvent.keyboard('member@paddock.test');
    await expect(email).toHaveValue('member@paddock.test');
  },
};

export const WithLabelMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeVisible();
    await expect(email.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

/** An address that is not one: the message under the field describes it and marks it invalid. */
export const WithError: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { value: 'camille.lefevre', withError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr';
    const email = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(message);
    await expect(email).toHaveValue('camille.lefevre');
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

export const WithErrorMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { value: 'camille.lefevre', withError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Enter a valid email address, like name@example.com';
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** The password field, empty and in error, with its show-password toggle inside the box. */
export const PasswordWithAddon: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { field: 'password', withError: true, withAddon: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Mot de passe');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toBeInvalid();
    await expect(password).toHaveAccessibleDescription('Mot de passe requis');
    await userEvent.type(password, 'Paddock-24h!');
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveTextContent('Afficher');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Mot de passe' })).toHaveValue('Paddock-24h!');
  },
};

export const PasswordWithAddonMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { field: 'password', withError: true, withAddon: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password required',
    );
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
