/**
 * The forms' submissions: the answers checked against what the form asks (the contact route's and the
 * seminar configurator's own schemas, or the fields of the form block the CMS published under that
 * identifier), each refused answer named with its problem, and what passes stored with a reference.
 */
import { randomBytes } from 'node:crypto';
import { formData, type FormFieldData } from '@paddock/api-clients/blocks';
import type {
  FormAnswer,
  FormAnswers,
  FormFieldProblem,
  Locale,
  Page,
} from '@paddock/api-clients/contracts';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';

/** The refused answers, by field name. */
export type FieldProblems = Record<string, FormFieldProblem>;

export type Checked<T> = { ok: true; answers: T } | { ok: false; problems: FieldProblems };

/** A zod failure as field problems (the first problem of each field). */
export function problemsOf(error: z.core.$ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !problems[field]) problems[field] = problemOf(issue);
  }
  return problems;
}

function problemOf(issue: z.core.$ZodIssue): FormFieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'required';
      return issue.origin === 'string' ? 'tooShort' : 'invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'invalid';
    case 'invalid_value':
      // The consent's literal `true`: a box left unticked is an answer missing.
      return issue.values.includes(true) ? 'required' : 'invalid';
    default:
      return 'invalid';
  }
}

/** Checks `values` with a schema of the contracts, naming each refused field. */
export function checkWith<S extends z.ZodMiniType>(
  schema: S,
  values: FormAnswers,
): Checked<z.output<S>> {
  const parsed = schema.safeParse(values, { reportInput: true });
  return parsed.success
    ? { ok: true, answers: parsed.data }
    : { ok: false, problems: problemsOf(parsed.error) };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ().-]{6,20}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an answer is no answer at all: absent, blank, unticked, or no option ticked. */
function isBlank(answer: FormAnswer | undefined): boolean {
  if (answer === undefined || answer === false) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return Array.isArray(answer) && answer.length === 0;
}

/** What is wrong with a field's answer, if anything (the same rules as the form in the browser). */
function problemOfAnswer(
  field: FormFieldData,
  answer: FormAnswer | undefined,
): FormFieldProblem | undefined {
  if (isBlank(answer)) return field.required ? 'required' : undefined;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea': {
      if (typeof answer !== 'string') return 'invalid';
      const text = answer.trim();
      if (field.minLength !== undefined && text.length < field.minLength) return 'tooShort';
      if (text.length > (field.maxLength ?? 5000)) return 'tooLong';
      if (field.type === 'email' && !emailPattern.test(text)) return 'invalid';
      if (field.type === 'tel' && !phonePattern.test(text)) return 'invalid';
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(text)) return 'invalid';
      return undefined;
    }
    case 'number': {
      const value = typeof answer === 'string' ? Number(answer) : answer;
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalid';
      if (field.min !== undefined && value < field.min) return 'invalid';
      if (field.max !== undefined && value > field.max) return 'invalid';
      return undefined;
    }
    case 'date':
      if (typeof answer !== 'string' || !dayPattern.test(answer)) return 'invalid';
      if (Number.isNaN(Date.parse(answer))) return 'invalid';
      if ((field.min && answer < field.min) || (field.max && answer > field.max)) return 'invalid';
      return undefined;
    case 'select':
    case 'radio':
      return typeof answer === 'string' && field.options.some((option) => option.value === answer)
        ? undefined
        : 'invalid';
    case 'checkbox':
      return Array.isArray(answer) &&
        answer.every((value) => field.options.some((option) => option.value === value))
        ? undefined
        : 'invalid';
    case 'consent':
      return answer === true ? undefined : 'invalid';
  }
}

/** Checks the answers against a form block's fields; what passes keeps only the fields it asks. */
export function checkAgainstFields(
  fields: readonly FormFieldData[],
  values: FormAnswers,
): Checked<FormAnswers> {
  const problems: FieldProblems = {};
  const answers: FormAnswers = {};
  for (const field of fields) {
    const answer = values[field.name];
    const problem = problemOfAnswer(field, answer);
    if (problem) problems[field.name] = problem;
    else if (answer !== undefined && !isBlank(answer)) {
      answers[field.name] = typeof answer === 'string' ? answer.trim() : answer;
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers };
}

/**
 * The fields of the published form block known as `identifier` in `locale` (its `formIdentifier`, or
 * its block id when it has none), contact forms aside; `undefined` when there is none.
 */
export async function formFields(
  db: Queryable,
  identifier: string,
  locale: Locale,
): Promise<FormFieldData[] | undefined> {
  const rows = await db.query<{ doc: Page }>(
    `select published as doc from pages
      where locale = $1 and published -> 'blocks' @> '[{"type": "form"}]'::jsonb
      order by site, identifier`,
    [locale],
  );
  for (const { doc } of rows) {
    for (const block of doc.blocks) {
      if (block.type !== 'form') continue;
      const parsed = z.safeParse(formData, block.data);
      if (!parsed.success || parsed.data.kind === 'contact') continue;
      if ((parsed.data.formIdentifier ?? block.id) === identifier) return parsed.data.fields;
    }
  }
  return undefined;
}

/** Easy to read out on the phone: no 0/O, no 1/I/L. */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A submission's reference, e.g. `PDK-7K2M9QXA`. */
export function newReference(): string {
  const letters = Array.from(
    randomBytes(8),
    (byte) => referenceAlphabet[byte % referenceAlphabet.length],
  );
  return `PDK-${letters.join('')}`;
}

export interface Submission {
  formIdentifier: string;
  locale: Locale;
  answers: Record<string, unknown>;
  page: string | undefined;
  at: Date;
}

/** Stores a checked submission and gives its reference. */
export async function storeSubmission(db: Queryable, submission: Submission): Promise<string> {
  const reference = newReference();
  await db.query(
    `insert into form_submissions (reference, form_identifier, locale, answers, page, submitted_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      reference,
      submission.formIdentifier,
      submission.locale,
      JSON.stringify(submission.answers),
      submission.page ?? null,
      submission.at.toISOString(),
    ],
  );
  return reference;
}
