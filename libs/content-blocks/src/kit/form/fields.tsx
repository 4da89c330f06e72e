import { dateTimeFormat, intlLocale } from '@paddock/i18n';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FormFieldProblem } from '@paddock/api-clients';
import type { FormFieldData } from '@paddock/api-clients/blocks';
import type { FieldErrors, FieldValues, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { NewTabNote, newTabAttributes } from '../parts.js';
import type { ReactNode } from 'react';
import styles from './fields.module.css';
import { FieldMessage, formTexts, RequiredMark, serverProblemText } from './form-kit.js';

/*
 * The fields of a form (a CMS form block, or the seminar configurator's own), with the rules the
 * content service applies too: the answer checked in the browser is the answer it takes.
 */

const texts = {
  choose: /*i18n*/ { id: 'blocks.form.chooseOption', message: 'Choose…' },
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ().-]{6,20}$/;

/** What the browser fills a field with, from its name when the CMS did not say. */
const autofill: Record<string, string> = {
  name: 'name',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
};

/** A calendar day in words, `10 June 2027`. */
export function dayText(day: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** What to say of a field left empty: fill in, choose, tick. */
export function requiredText(field: FormFieldData, i18n: I18n): string {
  const values = { label: field.label };
  switch (field.type) {
    case 'select':
    case 'radio':
      return i18n._(formTexts.choose.id, values);
    case 'checkbox':
      return i18n._(formTexts.tickOne.id, values);
    case 'consent':
      return i18n._(formTexts.consent);
    default:
      return i18n._(formTexts.fillIn.id, values);
  }
}

/** The field's problem with an answer (the rules the service applies too), or `true`. */
export function validate(field: FormFieldData, value: unknown, i18n: I18n): string | true {
  const blank =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (blank) return field.required ? requiredText(field, i18n) : true;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea': {
      const text = String(value).trim();
      if (field.minLength !== undefined && text.length < field.minLength) {
        return i18n._(formTexts.tooShort.id, { min: field.minLength });
      }
      const max = field.maxLength ?? 5000;
      if (text.length > max) return i18n._(formTexts.tooLong.id, { max });
      if (field.type === 'email' && !emailPattern.test(text)) return i18n._(formTexts.email);
      if (field.type === 'tel' && !phonePattern.test(text)) return i18n._(formTexts.tel);
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(text)) {
        return field.patternMessage ?? i18n._(formTexts.pattern);
      }
      return true;
    }
    case 'number': {
      const number = Number(value);
      if (!Number.isFinite(number)) return i18n._(formTexts.number);
      if (field.min !== undefined && number < field.min) {
        return i18n._(formTexts.min.id, { min: field.min });
      }
      if (field.max !== undefined && number > field.max) {
        return i18n._(formTexts.max.id, { max: field.max });
      }
      return true;
    }
    case 'date': {
      const day = String(value);
      if (field.min && day < field.min) {
        return i18n._(formTexts.dateMin.id, { date: dayText(field.min, i18n.locale) });
      }
      if (field.max && day > field.max) {
        return i18n._(formTexts.dateMax.id, { date: dayText(field.max, i18n.locale) });
      }
      return true;
    }
    default:
      return true;
  }
}

/** A refusal of the service, in the words the field would use itself. */
export function problemText(field: FormFieldData, problem: FormFieldProblem, i18n: I18n): string {
  if (problem === 'required') return requiredText(field, i18n);
  if (problem === 'invalid' && field.type === 'email') return i18n._(formTexts.email);
  if (problem === 'invalid' && field.type === 'tel') return i18n._(formTexts.tel);
  return i18n._(serverProblemText(problem));
}

type TextFieldData = Extract<FormFieldData, { type: 'text' | 'email' | 'tel' | 'textarea' }>;

const isTextLike = (field: FormFieldData): field is TextFieldData =>
  field.type === 'text' ||
  field.type === 'email' ||
  field.type === 'tel' ||
  field.type === 'textarea';

export interface FieldProps {
  field: FormFieldData;
  /** The form's key of the field. */
  name: string;
  id: string;
  register: UseFormRegister<FieldValues>;
  rules: RegisterOptions;
  errors: FieldErrors;
}

/** What every single-value control carries: its id, class, state and what the form registers. */
type ControlAttributes = {
  id: string;
  className: string | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
} & ReturnType<UseFormRegister<FieldValues>>;

type ChoiceField = Extract<FormFieldData, { options: unknown }>;

/** Radios or checkboxes: a group named by its legend, each choice with its label. */
function ChoiceGroup({
  field,
  type,
  className,
  describedBy,
  label,
  help,
  input,
  message,
}: {
  field: ChoiceField;
  type: 'radio' | 'checkbox';
  className: string;
  describedBy: string | undefined;
  label: ReactNode;
  help: ReactNode;
  /** The attributes of the choice's input: its id and what the form registers. */
  input: (index: number) => { id: string } & ReturnType<UseFormRegister<FieldValues>>;
  message: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={styles.label}>
        {label}
        {field.required ? (
          <span className="pdk-visually-hidden"> {i18n._(formTexts.requiredGroup)}</span>
        ) : null}
      </legend>
      {help}
      <div className={styles.choices}>
        {field.options.map((option, index) => (
          <div key={option.value} className={styles.choice}>
            <input type={type} value={option.value} {...input(index)} />
            <label htmlFor={input(index).id}>{option.label}</label>
          </div>
        ))}
      </div>
      {message}
    </fieldset>
  );
}

/** The control of a single-value field: a select, a number, a date, a text area or a text input. */
function controlOf(field: FormFieldData, common: ControlAttributes, i18n: I18n): ReactNode {
  if (field.type === 'select') {
    return (
      <select {...common}>
        <option value="">{i18n._(texts.choose)}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'number') {
    return (
      <input
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        step={field.step}
        {...common}
      />
    );
  } else if (field.type === 'date') {
    return <input type="date" min={field.min} max={field.max} {...common} />;
  } else if (isTextLike(field) && field.type === 'textarea') {
    return <textarea rows={6} placeholder={field.placeholder} {...common} />;
  } else if (isTextLike(field)) {
    return (
      <input
        type={field.type}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete ?? autofill[field.name]}
        inputMode={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
        {...common}
      />
    );
  }
  return undefined;
}

/** The consent box: its checkbox, its label and the link to the privacy policy (a new tab). */
function ConsentField({
  field,
  input,
  label,
  message,
}: {
  field: Extract<FormFieldData, { type: 'consent' }>;
  input: Omit<ControlAttributes, 'className'>;
  label: ReactNode;
  message: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${styles.full}`}>
      <div className={styles.choice}>
        <input type="checkbox" {...input} />
        <label htmlFor={input.id}>{label}</label>
      </div>
      {field.link ? (
        <p className={styles.help}>
          <a href={field.link.href} className={styles.link} {...newTabAttributes}>
            {field.link.text}
            <NewTabNote />
          </a>
        </p>
      ) : null}
      {message}
    </div>
  );
}

/** One field: its label, its hint, its control(s) and its message. */
export function Field({ field, name, id, register, rules, errors }: FieldProps) {
  const { i18n } = useLingui();
  const message = errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy =
    [field.help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const state = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  const width = field.width === 'half' ? '' : styles.full;
  const help = field.help ? (
    <p id={helpId} className={styles.help}>
      {field.help}
    </p>
  ) : null;
  const label = (
    <>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </>
  );

  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <ChoiceGroup
        field={field}
        type={field.type}
        className={`${styles.field} ${width}`}
        describedBy={describedBy}
        label={label}
        help={help}
        input={(index) => ({ id: index === 0 ? id : `${id}-${index}`, ...register(name, rules) })}
        message={<FieldMessage id={errorId} message={error} />}
      />
    );
  }

  if (field.type === 'consent') {
    return (
      <ConsentField
        field={field}
        input={{
          id,
          'aria-required': field.required ? true : undefined,
          ...state,
          ...register(name, rules),
        }}
        label={label}
        message={<FieldMessage id={errorId} message={error} />}
      />
    );
  }

  const common = {
    id,
    className: styles.control,
    'aria-required': field.required ? true : undefined,
    ...state,
    ...register(name, rules),
  } as const;

  const control = controlOf(field, common, i18n);

  return (
    <div className={`${styles.field} ${width}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {help}
      {control}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
