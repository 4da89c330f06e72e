/**
 * The forms of the content service (SPEC §7 `/contact` and `/form/{formIdentifier}/i18n/{locale}`): a
 * form block's answers keyed by field name, the receipt of a stored submission, and the refusal (422)
 * naming each refused field with its problem, so the page can show it next to the field.
 */
import * as z from 'zod/mini';
import { locale } from './common.js';

/** A form field's name, what its answer is keyed by: `email`, `company`, `stand.category`. */
export const formFieldName = z.string().check(z.regex(/^[A-Za-z][\w.-]{0,63}$/));

/** A form's identifier in `form/{formIdentifier}/…`: `seminar-configurator`, `devis`. */
export const formIdentifier = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));

/** One answer: a text, a number, a ticked box, or the ticked options of a checkbox group. */
export const formAnswer = z.union([
  z.string().check(z.maxLength(5000)),
  z.number(),
  z.boolean(),
  z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
]);
export type FormAnswer = z.infer<typeof formAnswer>;

/** A form's answers by field name (60 at most). */
export const formAnswers = z
  .record(formFieldName, formAnswer)
  .check(z.refine((answers) => Object.keys(answers).length <= 60, 'At most 60 answers.'));
export type FormAnswers = z.infer<typeof formAnswers>;

/** `POST form/{formIdentifier}/i18n/{locale}`: the answers, and the page (path) they were sent from. */
export const formSubmission = z.object({
  values: z._default(formAnswers, {}),
  page: z.optional(z.string().check(z.maxLength(500))),
});
export type FormSubmission = z.input<typeof formSubmission>;

/** `POST contact`: the same, with the visitor's locale (the route has none in its path). */
export const contactSubmission = z.extend(formSubmission, { locale });
export type ContactSubmission = z.input<typeof contactSubmission>;

/** A phone number as people type it: digits, spaces, dots, dashes, brackets, a leading `+`. */
export const phoneNumber = z.string().check(z.regex(/^\+?[0-9 ().-]{6,20}$/));

/** A calendar day, `YYYY-MM-DD` (what a date field gives). */
export const calendarDay = z.iso.date();

/** A text answer trimmed, then of `min` to `max` characters. */
const trimmed = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** An email address to answer to. */
const email = z.email().check(z.maxLength(254));

/**
 * What a contact form's answers must hold (a 422 otherwise): a name, an email, a message and the
 * consent ticked; a phone and a subject when given; any other field of the CMS's form as it came.
 */
export const contactAnswers = z.catchall(
  z.object({
    name: trimmed(1, 120),
    email,
    phone: z.optional(z.union([z.literal(''), phoneNumber])),
    subject: z.optional(z.string().check(z.maxLength(200))),
    message: trimmed(10, 5000),
    consent: z.literal(true),
  }),
  formAnswer,
);
export type ContactAnswers = z.infer<typeof contactAnswers>;

/** The form identifier of the business-seminar configurator. */
export const seminarFormIdentifier = 'seminar-configurator';

/**
 * What a seminar request (the configurator's `form/seminar-configurator/…`) must hold: the group, its
 * dates, the space, the options, and who to answer.
 */
export const seminarRequestAnswers = z.object({
  participants: z.number().check(z.int(), z.minimum(1), z.maximum(5000)),
  startDate: calendarDay,
  days: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  space: z.string().check(z.minLength(1), z.maxLength(100)),
  catering: z.optional(z.string().check(z.maxLength(100))),
  activities: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(20)),
    [],
  ),
  company: trimmed(1, 160),
  name: trimmed(1, 120),
  email,
  phone: phoneNumber,
  message: z.optional(z.string().check(z.maxLength(5000))),
  consent: z.literal(true),
});
export type SeminarRequestAnswers = z.infer<typeof seminarRequestAnswers>;

/** The answer to a stored submission: its reference, to quote when calling back. */
export const formReceipt = z.object({
  success: z.literal(true),
  reference: z.string().check(z.minLength(1)),
});
export type FormReceipt = z.infer<typeof formReceipt>;

/** Why a field's answer was refused. */
export const formFieldProblem = z.enum(['required', 'invalid', 'tooShort', 'tooLong']);
export type FormFieldProblem = z.infer<typeof formFieldProblem>;

/** The 422 of a refused submission (an `apiError`): each refused field with its problem. */
export const formRefusal = z.object({
  error: z.object({
    code: z.literal('INVALID_FORM'),
    message: z.string(),
    details: z.object({ fields: z.record(z.string(), formFieldProblem) }),
  }),
});
export type FormRefusal = z.infer<typeof formRefusal>;

/**
 * What the content client's `contact` and `submitForm` resolve to (they never reject): the receipt's
 * reference; the refused fields (422); `busy` when too many were sent from this address (429); or
 * `failed` (network, server error, anything else; logged).
 */
export type FormResult =
  | { ok: true; reference: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, FormFieldProblem> }
  | { ok: false; reason: 'busy' | 'failed' };
