import { useLingui } from '@lingui/react';
import type { FormFieldData, SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import { problemText } from '../kit/form/fields.js';
import { useSendForm, type SummaryEntry } from '../kit/form/form-kit.js';
import {
  answersOf,
  defaultValues,
  fieldsOf,
  formIdentifier,
  stepFields,
  stepsOf,
  type Outcome,
  type StepId,
} from './seminar-request.js';
import { texts } from './seminar-texts.js';

interface Moves {
  steps: readonly StepId[];
  fields: readonly FormFieldData[];
  setError: ReturnType<typeof useForm>['setError'];
  setOutcome: (outcome: Outcome) => void;
  check: (step: StepId) => void;
  goTo: (index: number, focus?: string) => void;
}

/**
 * Sends the request once at a time; a field the service refuses takes the visitor back to its step,
 * the field focused and its problem said.
 */
function useSubmit({ steps, fields, setError, setOutcome, check, goTo }: Moves) {
  const { i18n } = useLingui();
  const send = useSendForm();
  const sending = useRef(false);
  return async (answers: FieldValues) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      const result = await send({ formIdentifier }, answersOf(answers));
      if (result.ok) setOutcome({ sent: result.reference });
      else if (result.reason === 'invalid') {
        const refused = Object.entries(result.fields);
        // Back to the first step with a refused answer, that answer focused.
        const first = steps.findIndex((each) =>
          refused.some(([name]) => stepFields[each].includes(name)),
        );
        if (first < 0) {
          setOutcome({ failed: 'failed' });
          return;
        }
        for (const [name, problem] of refused) {
          const field = fields.find((each) => each.name === name);
          const message =
            name === 'space'
              ? i18n._(texts.spaceRequired)
              : field
                ? problemText(field, problem, i18n)
                : undefined;
          if (message) setError(name, { type: 'server', message });
        }
        const focus = steps[first]
          ? stepFields[steps[first]].find((name) => result.fields[name])
          : undefined;
        check(steps[first] ?? 'group');
        goTo(first, focus ?? 'heading');
      } else setOutcome({ failed: result.reason });
    } finally {
      sending.current = false;
    }
  };
}

/** The problems of the current step, once it has been checked, for the error summary. */
function summaryEntriesOf(
  step: StepId,
  checked: boolean,
  errors: FieldErrors,
  labelOf: (name: string) => string,
  idOf: (name: string) => string,
): SummaryEntry[] {
  if (!checked) return [];
  return stepFields[step].flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string'
      ? [{ id: idOf(name), name, label: labelOf(name), message }]
      : [];
  });
}

/**
 * The configurator's state: the form and its answers, the step shown and those checked, and the moves
 * between them (next checks the step first; a refused submit goes back to the step at fault).
 */
export function useSeminarConfigurator(data: SeminarConfiguratorData) {
  const { i18n } = useLingui();
  const base = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  /** What to focus once the step shows: its heading, or a field the service refused. */
  const focusNext = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<StepId>>(new Set());
  const steps = stepsOf(data);
  const step = steps[stepIndex] ?? 'group';
  const { group, contact } = useMemo(() => fieldsOf(data, i18n), [data, i18n]);
  const form = useForm({ defaultValues, shouldFocusError: true });
  const values = useWatch({ control: form.control });
  const { setFocus } = form;

  // Before the step is painted, so that nothing typed meanwhile lands elsewhere.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else setFocus(target);
  }, [stepIndex, setFocus]);

  const idOf = (name: string) => `${base}-${name}`;
  const check = (id: StepId) => setCheckedSteps((checked) => new Set(checked).add(id));
  const goTo = (index: number, focus = 'heading') => {
    focusNext.current = focus;
    setStepIndex(index);
  };
  const next = async () => {
    check(step);
    if (await form.trigger(stepFields[step] as string[], { shouldFocus: true })) {
      setOutcome(null);
      goTo(stepIndex + 1);
    }
  };
  const fields = [...group, ...contact];
  const submit = useSubmit({ steps, fields, setError: form.setError, setOutcome, check, goTo });
  /** A refused submit: to the first step with a problem, its first field focused. */
  const showInvalid = (invalid: FieldErrors) => {
    const first = steps.findIndex((each) => stepFields[each].some((name) => invalid[name]));
    const target = steps[first] ?? step;
    check(target);
    if (first >= 0 && first !== stepIndex) {
      goTo(first, stepFields[target].find((name) => invalid[name]) ?? 'heading');
    }
  };
  const labelOf = (name: string) =>
    name === 'space'
      ? i18n._(texts.chooseSpace)
      : (fields.find((field) => field.name === name)?.label ?? name);
  const errors = form.formState.errors;
  const summaryEntries = summaryEntriesOf(step, checkedSteps.has(step), errors, labelOf, idOf);

  const last = stepIndex === steps.length - 1;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) void form.handleSubmit(submit, showInvalid)(event);
    else {
      // Enter in a field of an earlier step goes to the next step.
      event.preventDefault();
      void next();
    }
  };

  return {
    ...{ form, values, errors, steps, step, stepIndex, last, group, contact, outcome },
    ...{ stepHeading, idOf, goTo, next, onSubmit, summaryEntries },
  };
}
