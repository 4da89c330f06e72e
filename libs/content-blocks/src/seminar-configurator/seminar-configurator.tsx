import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FormAnswers } from '@paddock/api-clients';
import type { FormFieldData, SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { Button } from '@paddock/ui';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import fieldStyles from '../kit/form/fields.module.css';
import { dayText, Field, problemText, validate } from '../kit/form/fields.js';
import {
  Confirmation,
  ErrorSummary,
  FieldMessage,
  formTexts,
  RequiredMark,
  SendFailure,
  useSendForm,
  type SummaryEntry,
} from '../kit/form/form-kit.js';
import type { BlockProps } from '../kit/define-block.js';
import styles from './seminar-configurator.module.css';
import { eventTimeZone } from '@paddock/api-clients/lite';

const texts = {
  steps: /*i18n*/ { id: 'blocks.seminarConfigurator.steps', message: 'Steps of your request' },
  stepOf: /*i18n*/ { id: 'blocks.seminarConfigurator.stepOf', message: 'Step {n} of {count}' },
  done: /*i18n*/ { id: 'blocks.seminarConfigurator.done', message: '(done)' },
  group: /*i18n*/ { id: 'blocks.seminarConfigurator.group', message: 'Your group' },
  space: /*i18n*/ { id: 'blocks.seminarConfigurator.space', message: 'Your space' },
  options: /*i18n*/ {
    id: 'blocks.seminarConfigurator.options',
    message: 'Catering and activities',
  },
  contact: /*i18n*/ { id: 'blocks.seminarConfigurator.contact', message: 'Your details' },
  participants: /*i18n*/ {
    id: 'blocks.seminarConfigurator.participants',
    message: 'Number of participants',
  },
  participantsHelp: /*i18n*/ {
    id: 'blocks.seminarConfigurator.participantsHelp',
    message: 'From {min} to {max} people.',
  },
  startDate: /*i18n*/ { id: 'blocks.seminarConfigurator.startDate', message: 'First day' },
  days: /*i18n*/ { id: 'blocks.seminarConfigurator.days', message: 'Length' },
  dayCount: /*i18n*/ {
    id: 'blocks.seminarConfigurator.dayCount',
    message: '{count, plural, one {# day} other {# days}}',
  },
  chooseSpace: /*i18n*/ { id: 'blocks.seminarConfigurator.chooseSpace', message: 'Choose a space' },
  capacity: /*i18n*/ {
    id: 'blocks.seminarConfigurator.capacity',
    message: 'Up to {count} people',
  },
  surface: /*i18n*/ { id: 'blocks.seminarConfigurator.surface', message: '{surface} m²' },
  tooSmall: /*i18n*/ {
    id: 'blocks.seminarConfigurator.tooSmall',
    message: 'Too small for {count} people',
  },
  spaceRequired: /*i18n*/ {
    id: 'blocks.seminarConfigurator.spaceRequired',
    message: 'Choose a space for your seminar.',
  },
  spaceTooSmall: /*i18n*/ {
    id: 'blocks.seminarConfigurator.spaceTooSmall',
    message:
      'This space holds {capacity} people at most: choose a larger one, or fewer participants.',
  },
  catering: /*i18n*/ { id: 'blocks.seminarConfigurator.catering', message: 'Catering' },
  noCatering: /*i18n*/ { id: 'blocks.seminarConfigurator.noCatering', message: 'No catering' },
  activities: /*i18n*/ { id: 'blocks.seminarConfigurator.activities', message: 'Activities' },
  company: /*i18n*/ { id: 'blocks.seminarConfigurator.company', message: 'Company' },
  name: /*i18n*/ { id: 'blocks.seminarConfigurator.name', message: 'Your name' },
  email: /*i18n*/ { id: 'blocks.seminarConfigurator.email', message: 'Email address' },
  phone: /*i18n*/ { id: 'blocks.seminarConfigurator.phone', message: 'Phone' },
  message: /*i18n*/ {
    id: 'blocks.seminarConfigurator.message',
    message: 'Anything else we should know?',
  },
  consent: /*i18n*/ {
    id: 'blocks.seminarConfigurator.consent',
    message: 'I agree to be contacted about this seminar request.',
  },
  back: /*i18n*/ { id: 'blocks.seminarConfigurator.back', message: 'Back' },
  next: /*i18n*/ { id: 'blocks.seminarConfigurator.next', message: 'Next' },
  send: /*i18n*/ { id: 'blocks.seminarConfigurator.send', message: 'Send my request' },
  summary: /*i18n*/ { id: 'blocks.seminarConfigurator.summary', message: 'Your seminar' },
  notChosen: /*i18n*/ { id: 'blocks.seminarConfigurator.notChosen', message: 'Not chosen yet' },
  none: /*i18n*/ { id: 'blocks.seminarConfigurator.none', message: 'None' },
  people: /*i18n*/ {
    id: 'blocks.seminarConfigurator.people',
    message: '{count, plural, one {# person} other {# people}}',
  },
  dates: /*i18n*/ { id: 'blocks.seminarConfigurator.dates', message: 'From {date}, {days}' },
  sentTitle: /*i18n*/ {
    id: 'blocks.seminarConfigurator.sentTitle',
    message: 'Thank you, your request is sent',
  },
  sentText: /*i18n*/ {
    id: 'blocks.seminarConfigurator.sentText',
    message: 'Our seminar team will send you a proposal within two working days.',
  },
};

/** The configurator's requests go to `form/seminar-configurator/…` (the contracts' identifier). */
const formIdentifier = 'seminar-configurator';

type StepId = 'group' | 'space' | 'options' | 'contact';

/** The answers each step asks. */
const stepFields: Record<StepId, readonly string[]> = {
  group: ['participants', 'startDate', 'days'],
  space: ['space'],
  options: ['catering', 'activities'],
  contact: ['company', 'name', 'email', 'phone', 'message', 'consent'],
};

/** Tomorrow in Le Mans, `YYYY-MM-DD`: the first day a seminar can start. */
function tomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: eventTimeZone }).format(
    Date.now() + 24 * 60 * 60 * 1000,
  );
}

/** The fields of the group and contact steps, as a CMS form would describe them. */
function fieldsOf(data: SeminarConfiguratorData, i18n: I18n) {
  const min = data.participants?.min ?? 5;
  const max = data.participants?.max ?? 1000;
  const maxDays = data.maxDays ?? 3;
  const group: FormFieldData[] = [
    {
      name: 'participants',
      label: i18n._(texts.participants),
      help: i18n._(texts.participantsHelp.id, { min, max }),
      type: 'number',
      required: true,
      min,
      max,
      width: 'half',
    },
    {
      name: 'startDate',
      label: i18n._(texts.startDate),
      type: 'date',
      required: true,
      min: tomorrow(),
      width: 'half',
    },
    {
      name: 'days',
      label: i18n._(texts.days),
      type: 'select',
      required: true,
      width: 'half',
      options: Array.from({ length: maxDays }, (_, index) => ({
        value: String(index + 1),
        label: i18n._(texts.dayCount.id, { count: index + 1 }),
      })),
    },
  ];
  const contact: FormFieldData[] = [
    {
      name: 'company',
      label: i18n._(texts.company),
      type: 'text',
      required: true,
      maxLength: 160,
      width: 'half',
    },
    {
      name: 'name',
      label: i18n._(texts.name),
      type: 'text',
      required: true,
      maxLength: 120,
      width: 'half',
    },
    {
      name: 'email',
      label: i18n._(texts.email),
      type: 'email',
      required: true,
      width: 'half',
    },
    { name: 'phone', label: i18n._(texts.phone), type: 'tel', required: true, width: 'half' },
    { name: 'message', label: i18n._(texts.message), type: 'textarea', maxLength: 5000 },
    {
      name: 'consent',
      label: i18n._(texts.consent),
      type: 'consent',
      required: true,
      ...(data.privacyLink ? { link: data.privacyLink } : {}),
    },
  ];
  return { group, contact };
}

const defaultValues: FieldValues = {
  participants: '',
  startDate: '',
  days: '1',
  space: '',
  catering: 'none',
  activities: [],
  company: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
};

/** The request as the service takes it (`seminarRequestAnswers`). */
function answersOf(values: FieldValues): FormAnswers {
  const text = (name: string) => String(values[name] ?? '').trim();
  return {
    participants: Number(values['participants']),
    startDate: text('startDate'),
    days: Number(values['days']),
    space: text('space'),
    ...(values['catering'] && values['catering'] !== 'none' ? { catering: text('catering') } : {}),
    activities: Array.isArray(values['activities']) ? values['activities'].map(String) : [],
    company: text('company'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    ...(text('message') ? { message: text('message') } : {}),
    consent: values['consent'] === true,
  };
}

type Outcome = { sent: string } | { failed: 'busy' | 'failed' } | null;

/**
 * The business-seminar configurator: the group and its dates, the space (those too small for the
 * group say so), catering and activities, then who to answer; a step at a time, with a summary of
 * the choices beside. Back and next keep every answer; each step is checked before the next.
 */
export function SeminarConfigurator({ data }: BlockProps<SeminarConfiguratorData>) {
  const { i18n } = useLingui();
  const base = useId();
  const headingId = `${base}-title`;
  const send = useSendForm();
  const sending = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  /** What to focus once the step shows: its heading, or a field the service refused. */
  const focusNext = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<StepId>>(new Set());

  const steps: StepId[] = [
    'group',
    'space',
    ...(data.catering?.length || data.activities?.length ? (['options'] as const) : []),
    'contact',
  ];
  const step = steps[stepIndex] ?? 'group';
  const last = stepIndex === steps.length - 1;
  const { group, contact } = useMemo(() => fieldsOf(data, i18n), [data, i18n]);
  const allFields = [...group, ...contact];

  const {
    register,
    handleSubmit,
    trigger,
    setError,
    setFocus,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues, shouldFocusError: true });
  const values = useWatch({ control });

  // Before the step is painted, so that nothing typed meanwhile lands elsewhere.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else setFocus(target);
  }, [stepIndex, setFocus]);

  const idOf = (name: string) => `${base}-${name}`;
  const participants = Number(values.participants) || 0;

  const spaceRules = {
    validate: (value: unknown) => {
      const space = data.spaces.find((each) => each.id === value);
      if (!space) return i18n._(texts.spaceRequired);
      const count = Number(getValues('participants')) || 0;
      return (
        space.capacity >= count || i18n._(texts.spaceTooSmall.id, { capacity: space.capacity })
      );
    },
  };

  const goTo = (index: number, focus = 'heading') => {
    focusNext.current = focus;
    setStepIndex(index);
  };

  const next = async () => {
    setCheckedSteps((checked) => new Set(checked).add(step));
    if (await trigger(stepFields[step] as string[], { shouldFocus: true })) {
      setOutcome(null);
      goTo(stepIndex + 1);
    }
  };

  const submit = async (answers: FieldValues) => {
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
          const field = allFields.find((each) => each.name === name);
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
        setCheckedSteps((checked) => new Set(checked).add(steps[first] ?? 'group'));
        goTo(first, focus ?? 'heading');
      } else setOutcome({ failed: result.reason });
    } finally {
      sending.current = false;
    }
  };

  /** A refused submit: to the first step with a problem, its first field focused. */
  const showInvalid = (invalid: FieldErrors) => {
    const first = steps.findIndex((each) => stepFields[each].some((name) => invalid[name]));
    const target = steps[first] ?? step;
    setCheckedSteps((checked) => new Set(checked).add(target));
    if (first >= 0 && first !== stepIndex) {
      goTo(first, stepFields[target].find((name) => invalid[name]) ?? 'heading');
    }
  };

  const labelOf = (name: string) =>
    name === 'space'
      ? i18n._(texts.chooseSpace)
      : (allFields.find((field) => field.name === name)?.label ?? name);
  const summaryEntries: SummaryEntry[] = checkedSteps.has(step)
    ? stepFields[step].flatMap((name) => {
        const message = errors[name]?.message;
        return typeof message === 'string'
          ? [{ id: idOf(name), name, label: labelOf(name), message }]
          : [];
      })
    : [];

  const stepTitles: Record<StepId, string> = {
    group: i18n._(texts.group),
    space: i18n._(texts.space),
    options: i18n._(texts.options),
    contact: i18n._(texts.contact),
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {data.title}
        </h2>
        {data.text ? <p className={styles.text}>{data.text}</p> : null}
      </div>
      {outcome && 'sent' in outcome ? (
        <Confirmation
          title={data.success?.title ?? i18n._(texts.sentTitle)}
          text={data.success?.text ?? i18n._(texts.sentText)}
          reference={outcome.sent}
          headingLevel="h3"
        />
      ) : (
        <div className={styles.layout}>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              if (last) void handleSubmit(submit, showInvalid)(event);
              else {
                // Enter in a field of an earlier step goes to the next step.
                event.preventDefault();
                void next();
              }
            }}
          >
            <ol className={styles.steps} aria-label={i18n._(texts.steps)}>
              {steps.map((each, index) => (
                <li
                  key={each}
                  className={styles.step}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  data-done={index < stepIndex || undefined}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.stepName}>{stepTitles[each]}</span>
                  {index < stepIndex ? (
                    <span className="pdk-visually-hidden"> {i18n._(texts.done)}</span>
                  ) : null}
                </li>
              ))}
            </ol>

            <h3 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
              <span className={styles.stepOf}>
                {i18n._(texts.stepOf.id, { n: stepIndex + 1, count: steps.length })}
              </span>{' '}
              {stepTitles[step]}
            </h3>

            <ErrorSummary entries={summaryEntries} onJump={(entry) => setFocus(entry.name)} />

            <div hidden={step !== 'group'} className={fieldStyles.grid}>
              {group.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  name={field.name}
                  id={idOf(field.name)}
                  register={register}
                  rules={{ validate: (value: unknown) => validate(field, value, i18n) }}
                  errors={errors}
                />
              ))}
            </div>

            <div hidden={step !== 'space'}>
              <fieldset
                className={fieldStyles.field}
                aria-describedby={errors['space'] ? `${idOf('space')}-error` : undefined}
              >
                <legend className={fieldStyles.label}>
                  {i18n._(texts.chooseSpace)}
                  <RequiredMark />
                  <span className="pdk-visually-hidden"> {i18n._(formTexts.requiredGroup)}</span>
                </legend>
                <ul className={styles.cards}>
                  {data.spaces.map((space, index) => {
                    const inputId = index === 0 ? idOf('space') : `${idOf('space')}-${index}`;
                    const small = participants > space.capacity;
                    return (
                      <li key={space.id} className={styles.card} data-small={small || undefined}>
                        <input
                          type="radio"
                          id={inputId}
                          value={space.id}
                          className={styles.cardInput}
                          aria-describedby={`${inputId}-details`}
                          {...register('space', spaceRules)}
                        />
                        <label htmlFor={inputId} className={styles.cardLabel}>
                          {space.name}
                        </label>
                        <span id={`${inputId}-details`} className={styles.cardDetails}>
                          <span>
                            {i18n._(texts.capacity.id, { count: space.capacity })}
                            {space.surface
                              ? ` · ${i18n._(texts.surface.id, {
                                  surface: new Intl.NumberFormat(i18n.locale).format(space.surface),
                                })}`
                              : ''}
                          </span>
                          {small ? (
                            <span className={styles.tooSmall}>
                              {i18n._(texts.tooSmall.id, { count: participants })}
                            </span>
                          ) : null}
                          {space.text ? (
                            <span className={styles.cardText}>{space.text}</span>
                          ) : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <FieldMessage
                  id={`${idOf('space')}-error`}
                  message={
                    typeof errors['space']?.message === 'string'
                      ? errors['space'].message
                      : undefined
                  }
                />
              </fieldset>
            </div>

            {steps.includes('options') ? (
              <div hidden={step !== 'options'} className={styles.options}>
                {data.catering?.length ? (
                  <Choices
                    type="radio"
                    name="catering"
                    id={idOf('catering')}
                    legend={i18n._(texts.catering)}
                    options={[{ id: 'none', label: i18n._(texts.noCatering) }, ...data.catering]}
                    register={register}
                  />
                ) : null}
                {data.activities?.length ? (
                  <Choices
                    type="checkbox"
                    name="activities"
                    id={idOf('activities')}
                    legend={i18n._(texts.activities)}
                    options={data.activities}
                    register={register}
                  />
                ) : null}
              </div>
            ) : null}

            <div hidden={step !== 'contact'} className={fieldStyles.grid}>
              {contact.map((field) => (
                <Field
                  key={field.name}
                  field={field}
                  name={field.name}
                  id={idOf(field.name)}
                  register={register}
                  rules={{ validate: (value: unknown) => validate(field, value, i18n) }}
                  errors={errors}
                />
              ))}
            </div>

            {outcome && 'failed' in outcome ? <SendFailure reason={outcome.failed} /> : null}

            <div className={styles.navigation}>
              {stepIndex > 0 ? (
                <Button variant="transparent" onClick={() => goTo(stepIndex - 1)}>
                  {i18n._(texts.back)}
                </Button>
              ) : null}
              {last ? (
                <Button type="submit" loading={isSubmitting}>
                  {i18n._(texts.send)}
                </Button>
              ) : (
                <Button onClick={() => void next()}>{i18n._(texts.next)}</Button>
              )}
            </div>
          </form>

          <Summary data={data} values={values} />
        </div>
      )}
    </section>
  );
}

interface ChoicesProps {
  type: 'radio' | 'checkbox';
  name: string;
  id: string;
  legend: string;
  options: readonly { id: string; label: string; text?: string | undefined }[];
  register: UseFormRegister<FieldValues>;
}

/** Catering formulas (one) or activities (any): each with its description under its label. */
function Choices({ type, name, id, legend, options, register }: ChoicesProps) {
  return (
    <fieldset className={fieldStyles.field}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.choices}>
        {options.map((option, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.id} className={fieldStyles.choice}>
              <input
                type={type}
                id={inputId}
                value={option.id}
                aria-describedby={option.text ? `${inputId}-text` : undefined}
                {...register(name)}
              />
              <span className={styles.choiceBody}>
                <label htmlFor={inputId}>{option.label}</label>
                {option.text ? (
                  <span id={`${inputId}-text`} className={fieldStyles.help}>
                    {option.text}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The choices so far, beside the steps on desktop, under them on phones. */
function Summary({
  data,
  values,
}: {
  data: SeminarConfiguratorData;
  values: Partial<FieldValues>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const notChosen = <span className={styles.notChosen}>{i18n._(texts.notChosen)}</span>;
  const count = Number(values['participants']);
  const space = data.spaces.find((each) => each.id === values['space']);
  const catering = data.catering?.find((each) => each.id === values['catering']);
  const chosen = Array.isArray(values['activities']) ? values['activities'] : [];
  const activities = (data.activities ?? []).filter((each) => chosen.includes(each.id));
  const days = Number(values['days']) || 1;
  const startDate = typeof values['startDate'] === 'string' ? values['startDate'] : '';
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(startDate);

  return (
    <aside className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.summaryTitle}>
        {i18n._(texts.summary)}
      </h3>
      <dl className={styles.summaryList}>
        <div>
          <dt>{i18n._(texts.participants)}</dt>
          <dd>{count > 0 ? i18n._(texts.people.id, { count }) : notChosen}</dd>
        </div>
        <div>
          <dt>{i18n._(texts.startDate)}</dt>
          <dd>
            {validDay ? (
              <time dateTime={startDate}>
                {i18n._(texts.dates.id, {
                  date: dayText(startDate, i18n.locale),
                  days: i18n._(texts.dayCount.id, { count: days }),
                })}
              </time>
            ) : (
              notChosen
            )}
          </dd>
        </div>
        <div>
          <dt>{i18n._(texts.space)}</dt>
          <dd>{space ? space.name : notChosen}</dd>
        </div>
        {data.catering?.length ? (
          <div>
            <dt>{i18n._(texts.catering)}</dt>
            <dd>{catering ? catering.label : i18n._(texts.noCatering)}</dd>
          </div>
        ) : null}
        {data.activities?.length ? (
          <div>
            <dt>{i18n._(texts.activities)}</dt>
            <dd>
              {activities.length > 0
                ? activities.map((each) => each.label).join(', ')
                : i18n._(texts.none)}
            </dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
