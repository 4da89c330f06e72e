import { useLingui } from '@lingui/react';
import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import fieldStyles from '../kit/form/fields.module.css';
import styles from './seminar-configurator.module.css';
import { texts } from './seminar-texts.js';

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

/** The options step: one catering formula and any activities, when the seminar offers them. */
export function OptionsStep({
  data,
  shown,
  idOf,
  register,
}: {
  data: SeminarConfiguratorData;
  shown: boolean;
  idOf: (name: string) => string;
  register: UseFormRegister<FieldValues>;
}) {
  const { i18n } = useLingui();
  return (
    <div hidden={!shown} className={styles.options}>
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
  );
}
