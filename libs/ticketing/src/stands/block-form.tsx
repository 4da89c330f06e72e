import { useLingui } from '@lingui/react';
import type { StandCategory } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import { Button, Icon } from '@paddock/ui';
import { useId, useRef, useState, type Dispatch, type FormEvent, type RefObject } from 'react';
import { BlockOptions, FieldEmpty, fieldStyles, GroupError } from './stand-fields.js';
import { categoryOfBlock } from './stands-data.js';
import type { PanelProps } from './stands-picker.js';
import type { StandsAction } from './stands-state.js';
import { standTexts } from './stands-texts.js';
import styles from './stands-modal.module.css';

const texts = {
  ...standTexts,
  standsHeading: /*i18n*/ { id: 'stands.stands.heading', message: 'Choose a block' },
  standsIntro: /*i18n*/ {
    id: 'stands.stands.intro',
    message: 'Choose a block on the map, or its category and its name below.',
  },
  yourBlock: /*i18n*/ { id: 'stands.stands.legend', message: 'Your block' },
  seeSeats: /*i18n*/ { id: 'stands.stands.submit', message: 'See the seats' },
};

type BlockFormProps = PanelProps & { onChosen: Dispatch<StandsAction> };

/**
 * The fields' state: the block field is a draft until 'See the seats' (a block chosen on the map is
 * chosen at once); both are required once submitted, and the first empty one takes the focus.
 */
function useBlockForm({ data, state, dispatch, onChosen }: BlockFormProps) {
  const categoryField = useRef<HTMLSelectElement>(null);
  const blockField = useRef<HTMLSelectElement>(null);
  const [block, setBlock] = useState(state.block ?? '');
  const [submitted, setSubmitted] = useState(false);
  const category = data.categories.find((each) => each.id === state.category);
  const errors = submitted ? { category: !category, block: block === '' } : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!category) categoryField.current?.focus();
    else if (block === '') blockField.current?.focus();
    else onChosen({ type: 'chooseBlock', block, category: category.id });
  }
  function chooseCategory(id: string) {
    const next = data.categories.find((each) => each.id === id);
    dispatch({ type: 'chooseCategory', category: next?.id ?? null });
    if (next && !next.blocks.some((each) => each.id === block)) setBlock('');
  }
  function chooseBlock(next: string) {
    setBlock(next);
    // A block chosen first tells its category.
    const of = categoryOfBlock(data.categories, next);
    if (of && of.id !== state.category) dispatch({ type: 'chooseCategory', category: of.id });
  }
  return {
    categoryField,
    blockField,
    block,
    category,
    errors,
    submit,
    chooseCategory,
    chooseBlock,
  };
}

/** Step 0: the `stand.category` and `stand.block` fields, both required (SPEC §3, §5). */
export function BlockForm(props: BlockFormProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const ids = { category: useId(), block: useId(), group: useId() };
  const {
    categoryField,
    blockField,
    block,
    category,
    errors,
    submit,
    chooseCategory,
    chooseBlock,
  } = useBlockForm(props);
  const { data, heading } = props;
  const invalid = errors !== null && (errors.category || errors.block);
  const nameOf = (each: StandCategory) => inLocale(each.localized, locale).name;

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {i18n._(texts.standsHeading)}
      </h3>
      <p className={styles.hint}>{i18n._(texts.standsIntro)}</p>
      <fieldset
        className={fieldStyles.fieldset}
        aria-describedby={invalid ? ids.group : undefined}
        aria-invalid={invalid || undefined}
      >
        <legend className={fieldStyles.legend}>{i18n._(texts.yourBlock)}</legend>
        {invalid ? <GroupError id={ids.group} /> : null}
        <div className={fieldStyles.field}>
          <label htmlFor={ids.category} className={fieldStyles.label}>
            {i18n._(texts.category)}
          </label>
          <select
            ref={categoryField}
            id={ids.category}
            name="stand.category"
            required
            className={fieldStyles.select}
            value={category?.id ?? ''}
            aria-invalid={errors?.category || undefined}
            aria-describedby={errors?.category ? `${ids.category}-error` : undefined}
            onChange={(event) => chooseCategory(event.currentTarget.value)}
          >
            <option value="">{i18n._(texts.chooseCategory)}</option>
            {data.categories.map((each) => (
              <option key={each.id} value={each.id}>
                {nameOf(each)}
              </option>
            ))}
          </select>
          {errors?.category ? <FieldEmpty id={`${ids.category}-error`} /> : null}
        </div>
        <BlockField
          id={ids.block}
          field={blockField}
          value={block}
          grouped={!category}
          error={errors?.block ?? false}
          onChange={chooseBlock}
          categories={category ? [category] : data.categories}
          nameOf={nameOf}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" fullWidth>
          {i18n._(texts.seeSeats)}
          <Icon name="arrow-right" size={20} />
        </Button>
      </div>
    </form>
  );
}

interface BlockFieldProps {
  id: string;
  field: RefObject<HTMLSelectElement | null>;
  value: string;
  /** Every category's blocks, in a group each (no category chosen yet). */
  grouped: boolean;
  error: boolean;
  onChange: (block: string) => void;
  /** The categories whose blocks are offered: the chosen one, or all of them, grouped. */
  categories: readonly StandCategory[];
  nameOf: (category: StandCategory) => string;
}

/** The `stand.block` field: the chosen category's blocks, or every category's in groups. */
function BlockField({
  id,
  field,
  value,
  grouped,
  error,
  onChange,
  categories,
  nameOf,
}: BlockFieldProps) {
  const { i18n } = useLingui();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {i18n._(texts.block)}
      </label>
      <select
        ref={field}
        id={id}
        name="stand.block"
        required
        className={fieldStyles.select}
        value={value}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{i18n._(texts.chooseBlock)}</option>
        {categories.map((each) =>
          grouped ? (
            <optgroup key={each.id} label={nameOf(each)}>
              <BlockOptions category={each} />
            </optgroup>
          ) : (
            <BlockOptions key={each.id} category={each} />
          ),
        )}
      </select>
      {error ? <FieldEmpty id={`${id}-error`} /> : null}
    </div>
  );
}
