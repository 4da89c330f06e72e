import { useRef, type ReactNode } from 'react';
import styles from './form.module.css';
import { useFocusWhenLost } from './use-focus-when-lost.js';

export interface FormOutcomeProps {
  /** What came of the form (sent, no such account), said in place of it. */
  message: string;
  /** Where the visitor goes on: links and buttons. */
  children: ReactNode;
}

/** A form's outcome in its place: the message, which takes the focus and is read out, then the actions. */
export function FormOutcome({ message, children }: FormOutcomeProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The form and its focused button are gone: the message takes the focus, and is read out.
  useFocusWhenLost(ref);
  return (
    <>
      <p ref={ref} tabIndex={-1} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>{children}</div>
    </>
  );
}
