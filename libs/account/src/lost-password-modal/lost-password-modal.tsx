import { useLingui } from '@lingui/react';
import { activeLocale } from '@paddock/i18n';
import { Button, ModalTitle, useModal, type ModalKinds } from '@paddock/ui';
import { useRef, useState, type FormEvent } from 'react';
import { EmailField } from '../form/text-field.js';
import { useFocusWhenLost } from '../form/use-focus-when-lost.js';
import { FormOutcome } from '../form/form-outcome.js';
import { lostPasswordErrors } from '../form/validation.js';
import { useAccountConfig } from '../session/session.js';
import styles from '../form/form.module.css';

const texts = {
  title: /*i18n*/ { id: 'modal.lostPassword.title', message: 'Forgotten password' },
  intro: /*i18n*/ {
    id: 'modal.lostPassword.intro',
    message:
      'Enter the email address of your account: we will send you a link to choose a new password.',
  },
  email: /*i18n*/ { id: 'modal.lostPassword.email', message: 'Email address' },
  submit: /*i18n*/ { id: 'modal.lostPassword.submit', message: 'Send' },
  sent: /*i18n*/ {
    id: 'account.lostPasswordEmailSend',
    message:
      'If an account exists for this email address, we have just sent it a link to choose a new password.',
  },
  backToLogin: /*i18n*/ { id: 'modal.lostPassword.backToLogin', message: 'Back to log in' },
};

export type LostPasswordModalProps = ModalKinds['lostPassword'];

/**
 * The LostPassword modal (SPEC §2): an email address, then the confirmation, whatever the account site
 * answered (SPEC §4, §8: a failure is only logged). Loaded lazily by the modal host.
 */
export default function LostPasswordModal({ email: typed = '' }: LostPasswordModalProps) {
  const { i18n } = useLingui();
  const { client } = useAccountConfig();
  const modal = useModal();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(typed);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  useFocusWhenLost(emailRef);

  const errors = submitted ? lostPasswordErrors({ email }) : {};

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (lostPasswordErrors({ email }).email) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await client.forgotPassword(activeLocale(i18n), email.trim());
    } catch (error) {
      // The client never rejects; should one, the visitor is told the same (SPEC §8).
      console.error('[account] forgot-password failed', error);
    }
    setSent(true);
  }

  return (
    <>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {sent ? (
        <Sent onBack={() => modal.open({ kind: 'login', email: email.trim() })} />
      ) : (
        <>
          <p className={styles.intro}>{i18n._(texts.intro)}</p>
          <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
            <EmailField
              ref={emailRef}
              label={i18n._(texts.email)}
              value={email}
              onChange={setEmail}
              error={errors.email && i18n._(errors.email)}
            />
            <Button type="submit" loading={pending} fullWidth>
              {i18n._(texts.submit)}
            </Button>
          </form>
        </>
      )}
    </>
  );
}

function Sent({ onBack }: { onBack: () => void }) {
  const { i18n } = useLingui();
  return (
    <FormOutcome message={i18n._(texts.sent)}>
      <Button variant="light" fullWidth onClick={onBack}>
        {i18n._(texts.backToLogin)}
      </Button>
    </FormOutcome>
  );
}
