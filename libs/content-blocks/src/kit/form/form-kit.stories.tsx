import { useLingui } from '@lingui/react';
import type { FormFieldData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, validate } from './fields.js';
import fieldStyles from './fields.module.css';
import { Confirmation, ErrorSummary, SendFailure, type SummaryEntry } from './form-kit.js';
import { contactFormFr, quoteFormEn } from '../fixtures/forms.js';

interface KitProps {
  fields: readonly FormFieldData[];
  /** Each field shows the message an empty answer gets, with the summary above. */
  refused?: boolean;
  onJump: (entry: SummaryEntry) => void;
}

/**
 * The parts the form blocks (`form`, `seminar-configurator`) are made of, outside a block: every kind
 * of field, as empty answers leave them after a refused submit with its summary.
 */
function FormKit({ fields, refused = false, onJump }: KitProps) {
  const { i18n } = useLingui();
  const {
    register,
    setError,
    formState: { errors },
  } = useForm();
  const problems = refused
    ? fields.flatMap((field, index) => {
        const result = validate(field, field.type === 'checkbox' ? [] : '', i18n);
        return result === true
          ? []
          : [{ id: `kit-${String(index)}`, name: field.name, label: field.label, message: result }];
      })
    : [];
  useEffect(() => {
    for (const problem of problems) setError(problem.name, { message: problem.message });
    // Once, as a submit would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form noValidate style={{ display: 'grid', gap: '1.5rem', padding: '1rem', maxWidth: '48rem' }}>
      <ErrorSummary entries={problems} onJump={onJump} />
      <div className={fieldStyles.grid}>
        {fields.map((field, index) => (
          <Field
            key={field.name}
            field={field}
            name={field.name}
            id={`kit-${String(index)}`}
            register={register}
            rules={{}}
            errors={errors}
          />
        ))}
      </div>
    </form>
  );
}

const meta = {
  title: 'content-blocks/parts/FormKit',
  component: FormKit,
  args: { fields: contactFormFr.fields, onJump: fn() },
} satisfies Meta<typeof FormKit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's fields: text, e-mail, phone with its hint, a list, a long answer, consent. */
export const ContactFieldsFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nom et prénom/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Pour vous rappeler si besoin.',
    );
    await expect(canvas.getByRole('combobox', { name: /Sujet/ })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Politique de confidentialité/ }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The other kinds: a number, a date, a pattern, radios and checkboxes in their groups. */
export const EveryOtherFieldEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { fields: quoteFormEn.fields },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /Number of guests/ })).toBeVisible();
    const formula = canvas.getByRole('group', { name: /Formula/ });
    await userEvent.click(within(formula).getByRole('radio', { name: 'Private suite' }));
    await expect(within(formula).getByRole('radio', { name: 'Private suite' })).toBeChecked();
  },
};

/** After a refused submit: each field says what to fix, and the summary links to it. */
export const RefusedEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { fields: quoteFormEn.fields, refused: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('textbox', { name: /Company/ });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    const [first] = canvas.getAllByRole('link');
    if (first) await userEvent.click(first);
    await expect(args.onJump).toHaveBeenCalledWith(expect.objectContaining({ name: 'company' }));
  },
};

/** The same in French, on the contact form's fields. */
export const RefusedFrench: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: { refused: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /J’accepte/ }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

function Outcomes({ reference }: { reference: string }) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', padding: '1rem', maxWidth: '48rem' }}>
      <SendFailure reason="failed" />
      <SendFailure reason="busy" />
      <Confirmation reference={reference} headingLevel="h2" />
      <Confirmation
        title="Demande reçue"
        text="Un conseiller vous rappelle demain."
        reference={reference}
        headingLevel="h2"
      />
    </div>
  );
}

/** What a send ends in: a failure (network, or too many sends), or the confirmation with its reference. */
export const OutcomesFrench: StoryObj<typeof Outcomes> = {
  globals: { locale: 'fr', universe: 'auto' },
  render: () => <Outcomes reference="PDK-7K2M9QXA" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Demande reçue' })).toBeVisible();
    await expect(canvas.getAllByText('Votre référence : PDK-7K2M9QXA')).toHaveLength(2);
  },
};

export const OutcomesEnglish: StoryObj<typeof Outcomes> = {
  globals: { locale: 'en', universe: 'moto' },
  render: () => <Outcomes reference="PDK-7K2M9QXA" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Thank you, your message is sent' }),
    ).toBeVisible();
  },
};
