import { useLingui } from '@lingui/react';
import type { SeminarConfiguratorData } from '@paddock/api-clients/blocks';
import { numberFormat } from '@paddock/api-clients/lite';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import fieldStyles from '../kit/form/fields.module.css';
import { FieldMessage, formTexts, RequiredMark } from '../kit/form/form-kit.js';
import styles from './seminar-configurator.module.css';
import { texts } from './seminar-texts.js';

type Space = SeminarConfiguratorData['spaces'][number];

/** A space to choose: its name, capacity and surface, and whether it is too small for the group. */
function SpaceCard({
  space,
  inputId,
  participants,
  register,
}: {
  space: Space;
  inputId: string;
  participants: number;
  register: () => ReturnType<UseFormRegister<FieldValues>>;
}) {
  const { i18n } = useLingui();
  const small = participants > space.capacity;
  return (
    <li className={styles.card} data-small={small || undefined}>
      <input
        type="radio"
        id={inputId}
        value={space.id}
        className={styles.cardInput}
        aria-describedby={`${inputId}-details`}
        {...register()}
      />
      <label htmlFor={inputId} className={styles.cardLabel}>
        {space.name}
      </label>
      <span id={`${inputId}-details`} className={styles.cardDetails}>
        <span>
          {i18n._(texts.capacity.id, { count: space.capacity })}
          {space.surface
            ? ` · ${i18n._(texts.surface.id, {
                surface: numberFormat(i18n.locale).format(space.surface),
              })}`
            : ''}
        </span>
        {small ? (
          <span className={styles.tooSmall}>
            {i18n._(texts.tooSmall.id, { count: participants })}
          </span>
        ) : null}
        {space.text ? <span className={styles.cardText}>{space.text}</span> : null}
      </span>
    </li>
  );
}

/** The space step: a space for the group, those too small for it saying so; one is required. */
export function SpaceStep({
  data,
  shown,
  id,
  participants,
  register,
  errors,
  getParticipants,
}: {
  data: SeminarConfiguratorData;
  shown: boolean;
  id: string;
  participants: number;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  /** The participants as the form holds them when it checks (the watched count may lag). */
  getParticipants: () => number;
}) {
  const { i18n } = useLingui();
  const rules = {
    validate: (value: unknown) => {
      const space = data.spaces.find((each) => each.id === value);
      if (!space) return i18n._(texts.spaceRequired);
      return (
        space.capacity >= getParticipants() ||
        i18n._(texts.spaceTooSmall.id, { capacity: space.capacity })
      );
    },
  };
  const message = errors['space']?.message;
  return (
    <div hidden={!shown}>
      <fieldset
        className={fieldStyles.field}
        aria-describedby={errors['space'] ? `${id}-error` : undefined}
      >
        <legend className={fieldStyles.label}>
          {i18n._(texts.chooseSpace)}
          <RequiredMark />
          <span className="pdk-visually-hidden"> {i18n._(formTexts.requiredGroup)}</span>
        </legend>
        <ul className={styles.cards}>
          {data.spaces.map((space, index) => (
            <SpaceCard
              key={space.id}
              space={space}
              inputId={index === 0 ? id : `${id}-${index}`}
              participants={participants}
              register={() => register('space', rules)}
            />
          ))}
        </ul>
        <FieldMessage
          id={`${id}-error`}
          message={typeof message === 'string' ? message : undefined}
        />
      </fieldset>
    </div>
  );
}
