import { useLingui } from '@lingui/react';
import type { FormAnswers } from '@paddock/api-clients';
import type { FormData, FormFieldData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { BlockProps } from '../kit/define-block.js';
import styles from './form.module.css';
import fieldStyles from '../kit/form/fields.module.css';
import { Field, problemText, validate } from '../kit/form/fields.js';
import {
  Confirmation,
  ErrorSummary,
  formTexts,
  SendFailure,
  useSendForm,
  type SummaryEntry,
} from '../kit/form/form-kit.js';

/** The form's own key of a field (CMS names may hold dots, which the form library reads as paths). */
const keyOf = (index: number) => `f${index}`;

function defaultValues(fields: readonly FormFieldData[]): FieldValues {
  return Object.fromEntries(
    fields.map((field, index) => [
      keyOf(index),
      field.type === 'checkbox' ? [] : field.type === 'consent' ? false : '',
    ]),
  );
}

/** The answers as the service takes them, by the CMS's field names; empty ones left out. */
function answersOf(fields: readonly FormFieldData[], values: FieldValues): FormAnswers {
  const answers: FormAnswers = {};
  fields.forEach((field, index) => {
    const value: unknown = values[keyOf(index)];
    if (field.type === 'consent') answers[field.name] = value === true;
    else if (field.type === 'checkbox') {
      answers[field.name] = Array.isArray(value) ? value.map(String) : [];
    } else if (field.type === 'number') {
      if (value !== '' && value !== undefined && Number.isFinite(Number(value))) {
        answers[field.name] = Number(value);
      }
    } else if (typeof value === 'string' && value.trim() !== '') {
      answers[field.name] = value.trim();
    }
  });
  return answers;
}

type Outcome = { sent: string } | { failed: 'busy' | 'failed' } | null;

/** The form's state: its fields' rules and answers, the send and its outcome, the problems' summary. */
function useCmsForm({ data, block }: BlockProps<FormData>, base: string) {
  const { i18n } = useLingui();
  const send = useSendForm();
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { fields } = data;
  const form = useForm({ defaultValues: defaultValues(fields), shouldFocusError: true });
  const {
    setError,
    formState: { errors, submitCount },
  } = form;

  const idOf = (index: number) => `${base}-${keyOf(index)}`;

  const submit = async (values: FieldValues) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      const result = await send(
        data.kind === 'contact'
          ? { contact: true }
          : { formIdentifier: data.formIdentifier ?? block.id },
        answersOf(fields, values),
      );
      if (result.ok) {
        setOutcome({ sent: result.reference });
      } else if (result.reason === 'invalid') {
        const refused = fields.flatMap((field, index) => {
          const problem = result.fields[field.name];
          return problem ? [{ field, index, problem }] : [];
        });
        // Refused fields this form does not show: nothing the visitor can fix, so a failure.
        if (refused.length === 0) setOutcome({ failed: 'failed' });
        refused.forEach(({ field, index, problem }, order) => {
          setError(
            keyOf(index),
            { type: 'server', message: problemText(field, problem, i18n) },
            { shouldFocus: order === 0 },
          );
        });
      } else {
        setOutcome({ failed: result.reason });
      }
    } finally {
      sending.current = false;
    }
  };

  const summary: SummaryEntry[] =
    submitCount > 0
      ? fields.flatMap((field, index) => {
          const message = errors[keyOf(index)]?.message;
          return typeof message === 'string'
            ? [{ id: idOf(index), name: keyOf(index), label: field.label, message }]
            : [];
        })
      : [];

  return { form, outcome, submit, summary, idOf };
}

/**
 * A form of the CMS: its fields with their rules, checked as the visitor submits (each problem next to
 * its field, a summary above, the first field to fix focused), then sent to the content service; the
 * confirmation replaces it. A failure to send keeps every answer and the button ready.
 */
export function Form(props: BlockProps<FormData>) {
  const { data } = props;
  const { i18n } = useLingui();
  const base = useId();
  const headingId = `${base}-title`;
  const { form, outcome, submit, summary, idOf } = useCmsForm(props, base);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const { fields } = data;

  return (
    <section className={styles.section} aria-labelledby={headingId} data-kind={data.kind}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {data.title}
        </h2>
        {data.text ? <p className={styles.text}>{data.text}</p> : null}
      </div>
      {outcome && 'sent' in outcome ? (
        <Confirmation
          title={data.success?.title}
          text={data.success?.text}
          reference={outcome.sent}
          headingLevel="h3"
        />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          {fields.some((field) => field.required) ? (
            <p className={styles.note}>{i18n._(formTexts.requiredNote)}</p>
          ) : null}
          <ErrorSummary entries={summary} onJump={(entry) => setFocus(entry.name)} />
          <div className={fieldStyles.grid}>
            {fields.map((field, index) => (
              <Field
                key={field.name}
                field={field}
                name={keyOf(index)}
                id={idOf(index)}
                register={register}
                rules={{ validate: (value: unknown) => validate(field, value, i18n) }}
                errors={errors}
              />
            ))}
          </div>
          {outcome && 'failed' in outcome ? <SendFailure reason={outcome.failed} /> : null}
          <div className={styles.actions}>
            <Button type="submit" variant={data.submit?.style ?? 'primary'} loading={isSubmitting}>
              {data.submit?.text ?? i18n._(formTexts.send)}
            </Button>
          </div>
          {data.legal ? <p className={styles.legal}>{data.legal}</p> : null}
        </form>
      )}
    </section>
  );
}
