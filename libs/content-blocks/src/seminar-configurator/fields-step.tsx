import { useLingui } from '@lingui/react';
import type { FormFieldData } from '@paddock/api-clients/blocks';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import fieldStyles from '../kit/form/fields.module.css';
import { Field, validate } from '../kit/form/fields.js';

/** A step of plain form fields (the group, the contact), each checked as the CMS forms are. */
export function FieldsStep({
  fields,
  shown,
  idOf,
  register,
  errors,
}: {
  fields: readonly FormFieldData[];
  shown: boolean;
  idOf: (name: string) => string;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
}) {
  const { i18n } = useLingui();
  return (
    <div hidden={!shown} className={fieldStyles.grid}>
      {fields.map((field) => (
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
  );
}
