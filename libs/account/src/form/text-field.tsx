import { Icon } from '@paddock/ui';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error, already translated; it describes the input and marks it invalid. */
  error?: string | undefined;
  /** Inside the field's box, after the input (the show-password toggle). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it, tied to it by `aria-describedby`. */
export function TextField({ label, error, addon, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="info" size={18} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CredentialFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  /** The value as typed. */
  onChange: (value: string) => void;
}

/** A required field of an account form, never spell-checked: an email address, a password. */
export function CredentialField({ onChange, ...field }: CredentialFieldProps) {
  return (
    <TextField
      spellCheck={false}
      required
      {...field}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export type EmailFieldProps = Omit<CredentialFieldProps, 'type' | 'name' | 'autoComplete'>;

/** The email address of an account form (log in, lost password). */
export function EmailField(props: EmailFieldProps) {
  return <CredentialField type="email" name="email" autoComplete="email" {...props} />;
}
