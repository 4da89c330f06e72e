import { useLingui } from '@lingui/react';
import type { FormAnswers, FormFieldProblem, FormResult } from '@paddock/api-clients';
import { contentConfigAtom } from '@paddock/api-clients/content-config';
import { Icon } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useLayoutEffect, useRef } from 'react';
import styles from './fields.module.css';
import { activeLocale } from '@paddock/i18n';

/** Texts the form and the seminar configurator share. */
export const formTexts = {
  send: /*i18n*/ { id: 'blocks.form.send', message: 'Send' },
  requiredNote: /*i18n*/ {
    id: 'blocks.form.requiredNote',
    message: 'Fields marked with an asterisk (*) are required.',
  },
  /** After the legend of a required group (its asterisk is not read out). */
  requiredGroup: /*i18n*/ { id: 'blocks.form.requiredGroup', message: '(required)' },
  summaryEntry: /*i18n*/ { id: 'blocks.form.summaryEntry', message: '{label}: {message}' },
  summaryTitle: /*i18n*/ {
    id: 'blocks.form.summaryTitle',
    message:
      '{count, plural, one {One answer needs your attention} other {# answers need your attention}}',
  },
  failed: /*i18n*/ {
    id: 'blocks.form.failed',
    message:
      'Your answers could not be sent (connection or server problem). Everything you typed is still here: please try again in a moment.',
  },
  busy: /*i18n*/ {
    id: 'blocks.form.busy',
    message:
      'Too many forms were sent from your connection. Wait a few minutes, then send again: your answers are kept.',
  },
  sentTitle: /*i18n*/ { id: 'blocks.form.sentTitle', message: 'Thank you, your message is sent' },
  sentText: /*i18n*/ {
    id: 'blocks.form.sentText',
    message: 'We will answer you by email within a few working days.',
  },
  reference: /*i18n*/ { id: 'blocks.form.reference', message: 'Your reference: {reference}' },
  fillIn: /*i18n*/ { id: 'blocks.form.error.fillIn', message: 'Fill in “{label}”.' },
  choose: /*i18n*/ { id: 'blocks.form.error.choose', message: 'Choose an answer for “{label}”.' },
  tickOne: /*i18n*/ {
    id: 'blocks.form.error.tickOne',
    message: 'Tick at least one answer for “{label}”.',
  },
  consent: /*i18n*/ { id: 'blocks.form.error.consent', message: 'Tick this box to send the form.' },
  email: /*i18n*/ {
    id: 'blocks.form.error.email',
    message: 'Enter an email address such as name@example.com.',
  },
  tel: /*i18n*/ {
    id: 'blocks.form.error.tel',
    message: 'Enter a phone number of 6 to 20 digits, such as 06 12 34 56 78.',
  },
  tooShort: /*i18n*/ {
    id: 'blocks.form.error.tooShort',
    message: 'Enter at least {min} characters.',
  },
  tooLong: /*i18n*/ { id: 'blocks.form.error.tooLong', message: 'Enter at most {max} characters.' },
  tooShortServer: /*i18n*/ {
    id: 'blocks.form.error.tooShortServer',
    message: 'This answer is too short.',
  },
  tooLongServer: /*i18n*/ {
    id: 'blocks.form.error.tooLongServer',
    message: 'This answer is too long.',
  },
  number: /*i18n*/ { id: 'blocks.form.error.number', message: 'Enter a number.' },
  min: /*i18n*/ { id: 'blocks.form.error.min', message: 'Enter a number of at least {min}.' },
  max: /*i18n*/ { id: 'blocks.form.error.max', message: 'Enter a number of at most {max}.' },
  dateMin: /*i18n*/ { id: 'blocks.form.error.dateMin', message: 'Choose a date from {date}.' },
  dateMax: /*i18n*/ { id: 'blocks.form.error.dateMax', message: 'Choose a date until {date}.' },
  pattern: /*i18n*/ {
    id: 'blocks.form.error.pattern',
    message: 'This answer is not in the expected format.',
  },
  invalid: /*i18n*/ {
    id: 'blocks.form.error.invalid',
    message: 'This answer was refused: please check it.',
  },
};

/** Where a form's answers go: the contact route, or its identifier's route. */
export type FormTarget = { contact: true } | { formIdentifier: string };

/**
 * Sends answers with the content client the app configured (`contentConfigAtom`), in the page's
 * locale and with its path; without a client, it fails as the network would.
 */
export function useSendForm(): (target: FormTarget, values: FormAnswers) => Promise<FormResult> {
  const content = useAtomValue(contentConfigAtom)?.content;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return useCallback(
    async (target, values) => {
      if (!content) return { ok: false, reason: 'failed' };
      const page = typeof window === 'undefined' ? undefined : window.location.pathname;
      return 'contact' in target
        ? content.contact({ locale, values, page })
        : content.submitForm({ formIdentifier: target.formIdentifier, locale, values, page });
    },
    [content, locale],
  );
}

/** A refusal of the service as a message, when the field has no more precise one. */
export function serverProblemText(problem: FormFieldProblem): { id: string; message: string } {
  switch (problem) {
    case 'tooShort':
      return formTexts.tooShortServer;
    case 'tooLong':
      return formTexts.tooLongServer;
    default:
      return formTexts.invalid;
  }
}

/** An element that takes the focus when it appears (a confirmation, a failure). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** A field's message, under it, tied to it with `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="info" size={18} />
      {message}
    </p>
  );
}

export interface SummaryEntry {
  /** The id of the field's control, to link to. */
  id: string;
  /** The field's name in the form, to focus. */
  name: string;
  label: string;
  message: string;
}

/** After a refused submit: each answer to fix, a link to its field. */
export function ErrorSummary({
  entries,
  onJump,
}: {
  entries: readonly SummaryEntry[];
  onJump: (entry: SummaryEntry) => void;
}) {
  const { i18n } = useLingui();
  if (entries.length === 0) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.summaryTitle}>
        {i18n._(formTexts.summaryTitle.id, { count: entries.length })}
      </p>
      <ul className={styles.summaryList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(entry);
              }}
            >
              {entry.message.includes(`“${entry.label}”`)
                ? entry.message
                : i18n._(formTexts.summaryEntry.id, {
                    label: entry.label.replace(/[.:]\s*$/, ''),
                    message: entry.message,
                  })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sending failed: said at once, the answers untouched, the button ready again. */
export function SendFailure({ reason }: { reason: 'busy' | 'failed' }) {
  const { i18n } = useLingui();
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.failure}>
      <Icon name="info" size={22} />
      <p>{i18n._(reason === 'busy' ? formTexts.busy : formTexts.failed)}</p>
    </div>
  );
}

export interface ConfirmationProps {
  title?: string | undefined;
  text?: string | undefined;
  reference: string;
  headingLevel: 'h2' | 'h3';
}

/** What replaces a form once sent: focused, and read out. */
export function Confirmation({ title, text, reference, headingLevel: Heading }: ConfirmationProps) {
  const { i18n } = useLingui();
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} role="status" tabIndex={-1} className={styles.confirmation}>
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path
          d="m7 12.5 3.2 3.2L17 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <Heading className={styles.confirmationTitle}>
          {title ?? i18n._(formTexts.sentTitle)}
        </Heading>
        <p>{text ?? i18n._(formTexts.sentText)}</p>
        <p className={styles.reference}>{i18n._(formTexts.reference.id, { reference })}</p>
      </div>
    </div>
  );
}

/** The asterisk after a required field's label (the control itself says `aria-required`). */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}
