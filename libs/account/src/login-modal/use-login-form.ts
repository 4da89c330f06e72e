import { useModal } from '@paddock/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFocusWhenLost } from '../form/use-focus-when-lost.js';
import { loginErrors } from '../form/validation.js';
import { useAccountActions, type LoginForm } from '../session/session.js';

/**
 * The login form's state and submit: the fields are checked first (SPEC §5; errors show from the first
 * submit on, then follow what is typed, and the first wrong field takes the focus); a success opens the
 * Account modal, a failure calls `onFailure`. A login that ends after the modal was closed opens nothing.
 */
export function useLoginForm(form: LoginForm, onFailure: () => void) {
  const { login } = useAccountActions();
  const modal = useModal();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useFocusWhenLost(emailRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = loginErrors(form);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    const outcome = await login({ ...form, email: form.email.trim() });
    if (!mounted.current) return;
    if (outcome.ok) modal.open({ kind: 'account' });
    else onFailure();
  }

  return {
    emailRef,
    passwordRef,
    errors: submitted ? loginErrors(form) : {},
    pending,
    submit,
    lostPassword: () => modal.open({ kind: 'lostPassword', email: form.email.trim() }),
  };
}
