import { useLingui } from '@lingui/react';
import type { StandCategory } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import { Price } from '@paddock/ui';
import { BlockOptions, CategoryDot, FieldEmpty, fieldStyles } from './stand-fields.js';
import { minPriceOfCategory, type StandsData } from './stands-data.js';
import { standTexts } from './stands-texts.js';
import styles from './stands-simple.module.css';

const texts = {
  chooseBlock: standTexts.chooseBlock,
  from: /*i18n*/ { id: 'stands.simple.from', message: 'From' },
  blockOf: /*i18n*/ { id: 'stands.simple.block', message: 'Block, {category}' },
};

interface CategoryChoiceProps {
  category: StandCategory;
  performance: StandsData['performance'];
  /** The id of the category radios; this one's is `{id}-{category}`. */
  id: string;
  /** This category is the one chosen. */
  active: boolean;
  /** The block chosen, if any (of the chosen category). */
  block: string | null;
  errors: { category: boolean; block: boolean } | null;
  hydrated: boolean;
  onPick: (category: StandCategory) => void;
  onBlock: (block: string, category: string) => void;
}

/** A stand category: its radio (`stand.category`), colour, name, lowest price, and its block field. */
export function CategoryChoice({
  category,
  performance,
  id,
  active,
  block,
  errors,
  hydrated,
  onPick,
  onBlock,
}: CategoryChoiceProps) {
  const { i18n } = useLingui();
  const name = inLocale(category.localized, activeLocale(i18n)).name;
  const minPrice = minPriceOfCategory(performance, category);
  const radioId = `${id}-${category.id}`;
  const selectId = `${radioId}-block`;
  const blockError = active && errors?.block;
  return (
    <li className={styles.category} data-active={active || undefined}>
      <input
        id={radioId}
        type="radio"
        name="stand.category"
        value={category.id}
        required
        className={styles.radio}
        checked={active}
        disabled={!hydrated}
        aria-describedby={errors?.category ? `${id}-error` : undefined}
        onChange={() => onPick(category)}
      />
      <label htmlFor={radioId} className={styles.name}>
        <CategoryDot colour={category.colour} />
        {name}
      </label>
      {minPrice !== undefined ? (
        <span className={styles.price}>
          <span className={styles.from}>{i18n._(texts.from)}</span> <Price value={minPrice} />
        </span>
      ) : null}
      <div className={styles.block}>
        <label htmlFor={selectId} className="pdk-visually-hidden">
          {i18n._(texts.blockOf.id, { category: name })}
        </label>
        <select
          id={selectId}
          name="stand.block"
          required
          className={fieldStyles.select}
          disabled={!active || !hydrated}
          value={active ? (block ?? '') : ''}
          aria-invalid={blockError || undefined}
          aria-describedby={blockError ? `${selectId}-error` : undefined}
          onChange={(event) => onBlock(event.currentTarget.value, category.id)}
        >
          <option value="">{i18n._(texts.chooseBlock)}</option>
          <BlockOptions category={category} />
        </select>
        {blockError ? <FieldEmpty id={`${selectId}-error`} /> : null}
      </div>
    </li>
  );
}
