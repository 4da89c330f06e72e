import { useLingui } from '@lingui/react';
import { Button, ModalTitle, type ModalKinds } from '@paddock/ui';
import { useId, useState, type Ref } from 'react';
import { AccountSiteLink } from '../account-site/account-site-link.js';
import { CredentialField, EmailField } from '../form/text-field.js';
import { FormOutcome } from '../form/form-outcome.js';
import type { LoginForm } from '../session/session.js';
import { useLoginForm } from './use-login-form.js';
import styles from '../form/form.module.css';

const texts = {
  title: /*i18n*/ { id: 'modal.login.title', message: 'Log in' },
  email: /*i18n*/ { id: 'modal.login.email', message: 'Email address' },
  password: /*i18n*/ { id: 'modal.login.password', message: 'Password' },
  show: /*i18n*/ { id: 'modal.login.show', message: 'Show' },
  showPassword: /*i18n*/ { id: 'modal.login.showPassword', message: 'Show password' },
  stayConnected: /*i18n*/ { id: 'modal.login.stayConnected', message: 'Stay connected' },
  forgotPassword: /*i18n*/ { id: 'modal.login.forgotPassword', message: 'Forgot your password?' },
  submit: /*i18n*/ { id: 'modal.login.submit', message: 'Log in' },
  noAccount: /*i18n*/ { id: 'modal.login.noAccount', message: 'No account yet?' },
  createAccount: /*i18n*/ { id: 'modal.login.createAccount', message: 'Create an account' },
  accountNotFound: /*i18n*/ {
    id: 'modal.login.accountNotFound',
    message: 'We could not log you in: no account matches this email address and password.',
  },
  tryAgain: /*i18n*/ { id: 'modal.login.tryAgain', message: 'Try again' },
};

export type LoginModalProps = ModalKinds['login'];

/**
 * The Login modal (SPEC §2, §4). In its `login` state, the form: Enter submits, the fields are checked
 * first (SPEC §5), and a success opens the Account modal in its place. A failure turns it into its
 * `accountNotFound` state: the reason and the create-account button, and a way back to the form.
 * Loaded lazily by the modal host.
 */
export default function LoginModal({ email = '' }: LoginModalProps) {
  const { i18n } = useLingui();
  // The form outlives a failure: trying again starts from the email address already typed.
  const [form, setForm] = useState<LoginForm>({ email, password: '', stayConnected: false });
  const [state, setState] = useState<'login' | 'accountNotFound'>('login');
  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {state === 'login' ? (
        <LoginFormView
          form={form}
          onChange={setForm}
          onFailure={() => {
            setForm((typed) => ({ ...typed, password: '' }));
            setState('accountNotFound');
          }}
        />
      ) : (
        <AccountNotFound onRetry={() => setState('login')} />
      )}
    </>
  );
}

interface LoginFormViewProps {
  form: LoginForm;
  onChange: (form: LoginForm) => void;
  onFailure: () => void;
}

function LoginFormView({ form, onChange, onFailure }: LoginFormViewProps) {
  const { i18n } = useLingui();
  const stayConnectedId = useId();
  const { emailRef, passwordRef, errors, pending, submit, lostPassword } = useLoginForm(
    form,
    onFailure,
  );

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          ref={emailRef}
          label={i18n._(texts.email)}
          value={form.email}
          onChange={(email) => onChange({ ...form, email })}
          error={errors.email && i18n._(errors.email)}
        />
        <PasswordField
          ref={passwordRef}
          value={form.password}
          onChange={(password) => onChange({ ...form, password })}
          error={errors.password && i18n._(errors.password)}
        />
        <div className={styles.row}>
          <div className={styles.checkbox}>
            <input
              id={stayConnectedId}
              type="checkbox"
              name="stayConnected"
              checked={form.stayConnected}
              onChange={(event) => onChange({ ...form, stayConnected: event.target.checked })}
            />
            <label htmlFor={stayConnectedId}>{i18n._(texts.stayConnected)}</label>
          </div>
          <button type="button" className={styles.linkButton} onClick={lostPassword}>
            {i18n._(texts.forgotPassword)}
          </button>
        </div>
        <Button type="submit" loading={pending} fullWidth>
          {i18n._(texts.submit)}
        </Button>
      </form>
      <div className={styles.aside}>
        <p>{i18n._(texts.noAccount)}</p>
        <AccountSiteLink page="create-account" variant="light">
          {i18n._(texts.createAccount)}
        </AccountSiteLink>
      </div>
    </>
  );
}

interface PasswordFieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}

/** The password, hidden unless the visitor shows it. */
function PasswordField({ ref, value, onChange, error }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <CredentialField
      ref={ref}
      label={i18n._(texts.password)}
      type={shown ? 'text' : 'password'}
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={error}
      addon={
        <button
          type="button"
          className={styles.addon}
          aria-label={i18n._(texts.showPassword)}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {i18n._(texts.show)}
        </button>
      }
    />
  );
}

function AccountNotFound({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <FormOutcome message={i18n._(texts.accountNotFound)}>
      <AccountSiteLink page="create-account">{i18n._(texts.createAccount)}</AccountSiteLink>
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {i18n._(texts.tryAgain)}
      </button>
    </FormOutcome>
  );
}
