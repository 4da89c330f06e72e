import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/** The kinds of SPEC §2 (form or filter kinds), and `contact`, which posts to the contact route. */
export const formKinds = [
  'contact',
  'hospitality-list',
  'page-metadata',
  'seminar-filter',
  'seminar-activity-filter',
] as const;
export type FormKind = (typeof formKinds)[number];

/** Whether a pattern of the CMS compiles (a broken one would refuse every answer). */
function compiles(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

/** What every field has: the name its answer is sent under, its label, whether it must be answered. */
const fieldBase = {
  name: z.string().check(z.regex(/^[A-Za-z][\w.-]{0,63}$/)),
  label: text,
  required: z.optional(z.boolean()),
  /** A hint under the label (the expected format, what it is for). */
  help: z.optional(text),
  /** Half a row on desktop (first and last name side by side); the whole row by default. */
  width: z.optional(z.enum(['full', 'half'])),
};

const length = z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(5000)));

/** A line or a text area: text, email, phone, and their lengths and pattern. */
const textField = z
  .object({
    ...fieldBase,
    type: z.enum(['text', 'email', 'tel', 'textarea']),
    minLength: length,
    maxLength: length,
    /** A pattern the whole answer must match, with what to say when it does not. */
    pattern: z.optional(text.check(z.refine(compiles, 'The pattern does not compile.'))),
    patternMessage: z.optional(text),
    placeholder: z.optional(text),
    /** The browser's autofill token (`given-name`, `organization`…). */
    autocomplete: z.optional(z.string().check(z.regex(/^[a-z][a-z -]*$/))),
  })
  .check(
    z.refine(
      (field) => (field.minLength ?? 0) <= (field.maxLength ?? Infinity),
      'minLength is above maxLength.',
    ),
  );

const numberField = z
  .object({
    ...fieldBase,
    type: z.literal('number'),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    step: z.optional(z.number().check(z.positive())),
  })
  .check(
    z.refine((field) => (field.min ?? -Infinity) <= (field.max ?? Infinity), 'min is above max.'),
  );

const day = z.iso.date();
const dateField = z
  .object({ ...fieldBase, type: z.literal('date'), min: z.optional(day), max: z.optional(day) })
  .check(
    z.refine((field) => !field.min || !field.max || field.min <= field.max, 'min is after max.'),
  );

/** A select, radios (one answer) or a group of checkboxes (any number of answers). */
const choiceField = z
  .object({
    ...fieldBase,
    type: z.enum(['select', 'radio', 'checkbox']),
    options: z
      .array(z.object({ value: z.string().check(z.minLength(1), z.maxLength(200)), label: text }))
      .check(z.minLength(1), z.maxLength(50)),
  })
  .check(
    z.refine(
      (field) => new Set(field.options.map((option) => option.value)).size === field.options.length,
      'Two options have the same value.',
    ),
  );

/** One box to tick, its label the consent; with a link to the policy it refers to. */
const consentField = z.object({
  ...fieldBase,
  type: z.literal('consent'),
  link: z.optional(z.object({ text, href: text })),
});

export const formField = z.union([textField, numberField, dateField, choiceField, consentField]);
export type FormFieldData = z.infer<typeof formField>;

/** What a contact form must ask (the contact route refuses a message without them). */
const contactFieldNames = ['name', 'email', 'message', 'consent'] as const;

/**
 * A form of the CMS: its fields (each with its validation rules), the text of its button, and what it
 * says once sent. A `contact` form posts to `/contact` and must ask a name, an email (an email field),
 * a message and a consent; any other kind posts to `/form/{formIdentifier}/i18n/{locale}`, the
 * identifier being the block's id when the data has none.
 */
export const formData = z
  .object({
    title: text,
    text: z.optional(z.string()),
    kind: z._default(z.enum(formKinds), 'contact'),
    formIdentifier: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/))),
    fields: z.array(formField).check(
      z.minLength(1),
      z.maxLength(30),
      z.refine(
        (fields) => new Set(fields.map((field) => field.name)).size === fields.length,
        'Two fields have the same name.',
      ),
    ),
    /** The button: its text and CTA style (SPEC §2); "Send" in the primary style by default. */
    submit: z.optional(
      z.object({
        text,
        style: z.optional(
          z.enum(['light', 'simple-light', 'dark', 'primary', 'transparent', 'avis']),
        ),
      }),
    ),
    /** Small print under the button (what is done with the answers). */
    legal: z.optional(text),
    /** What replaces the form once sent; a generic thank-you by default. */
    success: z.optional(z.object({ title: text, text: z.optional(text) })),
  })
  .check(
    z.refine(
      (form) =>
        form.kind !== 'contact' ||
        contactFieldNames.every((name) =>
          form.fields.some(
            (field) =>
              field.name === name &&
              (name !== 'email' || field.type === 'email') &&
              (name !== 'consent' || field.type === 'consent'),
          ),
        ),
      'A contact form asks a name, an email (email field), a message and a consent (consent field).',
    ),
  );
export type FormData = z.infer<typeof formData>;
