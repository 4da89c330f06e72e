import type { MessageDescriptor } from '@lingui/core';

const texts = {
  loginEmailRequired: /*i18n*/ {
    id: 'modal.login.emailRequired',
    message: 'Email adress required',
  },
  passwordRequired: /*i18n*/ { id: 'modal.login.passwordRequired', message: 'Password required' },
  lostPasswordEmailRequired: /*i18n*/ { id: 'modal.lostPassword.required', message: 'Required' },
  emailInvalid: /*i18n*/ {
    id: 'account.emailInvalid',
    message: 'Enter a valid email address, like name@example.com',
  },
};

/** What the browser's `type="email"` accepts, near enough: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The error of each invalid field, as a text to translate; no key means the field is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

/**
 * The Login form's rules (SPEC §5): an email address is required and must look like one; a password is
 * required, whatever it is (the account service alone judges it).
 */
export function loginErrors(form: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!form.email.trim()) errors.email = texts.loginEmailRequired;
  else if (!isEmail(form.email)) errors.email = texts.emailInvalid;
  if (!form.password) errors.password = texts.passwordRequired;
  return errors;
}

/** The LostPassword form's rule (SPEC §5): an email address is required and must look like one. */
export function lostPasswordErrors(form: { email: string }): FieldErrors<'email'> {
  if (!form.email.trim()) return { email: texts.lostPasswordEmailRequired };
  if (!isEmail(form.email)) return { email: texts.emailInvalid };
  return {};
}
