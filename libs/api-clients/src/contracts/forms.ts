/**
 * The forms of the content service (SPEC §7 `/contact` and `/form/{formIdentifier}/i18n/{locale}`): a
 * form block's answers keyed by field name, the receipt of a stored submission, and the refusal (422)
 * naming each refused field with its problem, so the page can show it next to the field.
 */
import { z } from 'zod';
import { locale } from './common.js';

/** A form field's name, what its answer is keyed by: `email`, `company`, `stand.category`. */
export const formFieldName = z.string().regex(/^[A-Za-z][\w.-]{0,63}$/);

/** A form's identifier in `form/{formIdentifier}/…`: `seminar-configurator`, `devis`. */
export const formIdentifier = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** One answer: a text, a number, a ticked box, or the ticked options of a checkbox group. */
export const formAnswer = z.union([
  z.string().max(5000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(200)).max(50),
]);
export type FormAnswer = z.infer<typeof formAnswer>;

/** A form's answers by field name (60 at most). */
export const formAnswers = z
  .record(formFieldName, formAnswer)
  .refine((answers) => Object.keys(answers).length <= 60, 'At most 60 answers.');
export type FormAnswers = z.infer<typeof formAnswers>;

/** `POST form/{formIdentifier}/i18n/{locale}`: the answers, and the page (path) they were sent from. */
export const formSubmission = z.object({
  values: formAnswers.default({}),
  page: z.string().max(500).optional(),
});
export type FormSubmission = z.input<typeof formSubmission>;

/** `POST contact`: the same, with the visitor's locale (the route has none in its path). */
export const contactSubmission = formSubmission.extend({ locale });
export type ContactSubmission = z.input<typeof contactSubmission>;

/** A phone number as people type it: digits, spaces, dots, dashes, brackets, a leading `+`. */
export const phoneNumber = z.string().regex(/^\+?[0-9 ().-]{6,20}$/);

/** A calendar day, `YYYY-MM-DD` (what a date field gives). */
export const calendarDay = z.iso.date();

/**
 * What a contact form's answers must hold (a 422 otherwise): a name, an email, a message and the
 * consent ticked; a phone and a subject when given; any other field of the CMS's form as it came.
 */
export const contactAnswers = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: z.union([z.literal(''), phoneNumber]).optional(),
    subject: z.string().max(200).optional(),
    message: z.string().trim().min(10).max(5000),
    consent: z.literal(true),
  })
  .catchall(formAnswer);
export type ContactAnswers = z.infer<typeof contactAnswers>;

/** The form identifier of the business-seminar configurator. */
export const seminarFormIdentifier = 'seminar-configurator';

/**
 * What a seminar request (the configurator's `form/seminar-configurator/…`) must hold: the group, its
 * dates, the space, the options, and who to answer.
 */
export const seminarRequestAnswers = z.object({
  participants: z.number().int().min(1).max(5000),
  startDate: calendarDay,
  days: z.number().int().min(1).max(5),
  space: z.string().min(1).max(100),
  catering: z.string().max(100).optional(),
  activities: z.array(z.string().min(1).max(100)).max(20).default([]),
  company: z.string().trim().min(1).max(160),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: phoneNumber,
  message: z.string().max(5000).optional(),
  consent: z.literal(true),
});
export type SeminarRequestAnswers = z.infer<typeof seminarRequestAnswers>;

/** The answer to a stored submission: its reference, to quote when calling back. */
export const formReceipt = z.object({ success: z.literal(true), reference: z.string().min(1) });
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
