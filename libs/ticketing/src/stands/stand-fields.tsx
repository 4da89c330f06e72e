import { useLingui } from '@lingui/react';
import type { StandCategory } from '@paddock/api-clients/contracts';
import { activeLocale, inLocale } from '@paddock/i18n';
import { Icon } from '@paddock/ui';
import { freeSeats } from './stands-data.js';
import { standTexts as texts } from './stands-texts.js';
import styles from './stand-fields.module.css';

/** The blocks of a category as options of a `stand.block` select; one with no free seat cannot be chosen. */
export function BlockOptions({ category }: { category: StandCategory }) {
  const { i18n } = useLingui();
  return category.blocks.map((block) => {
    const soldOut = freeSeats(block) === 0;
    return (
      <option key={block.id} value={block.id} disabled={soldOut}>
        {i18n._((soldOut ? texts.blockSoldOut : texts.blockOption).id, { block: block.id })}
      </option>
    );
  });
}

/** 'Field is empty' under a required stand field (the CMS wording `stand.error.empty`, SPEC §5). */
export function FieldEmpty({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <p id={id} className={styles.fieldError}>
      <Icon name="info" size={18} />
      {i18n._(texts.fieldEmpty)}
    </p>
  );
}

/** 'Group error' over a group of stand fields with an empty one (the CMS wording `stand.error.group`). */
export function GroupError({ id }: { id: string }) {
  const { i18n } = useLingui();
  return (
    <p id={id} role="alert" className={styles.groupError}>
      <Icon name="info" size={20} />
      {i18n._(texts.groupError)}
    </p>
  );
}

/** A stand category's colour, beside its name. */
export function CategoryDot({ colour }: { colour: string }) {
  return <span className={styles.dot} style={{ backgroundColor: colour }} aria-hidden="true" />;
}

/** A stand category's name in the visitor's locale (French when untranslated), with its colour. */
export function CategoryName({ category }: { category: StandCategory }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.category}>
      <CategoryDot colour={category.colour} />
      {inLocale(category.localized, activeLocale(i18n)).name}
    </span>
  );
}

/** The look of the stand fields (fieldset, legend, field, label, select), shared by both pickers. */
export { styles as fieldStyles };
