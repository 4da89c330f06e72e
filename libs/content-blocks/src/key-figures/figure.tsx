import { useLingui } from '@lingui/react';
import type { KeyFigureData, KeyFigureMeasure } from '@paddock/api-clients/blocks';
import styles from './figure.module.css';

/** A figure's number and the unit the locale writes with it, apart so the unit may wrap. */
export interface FormattedFigure {
  number: string;
  /** The measure's unit as the locale writes it (`km`, `%`), or the editor's unit text. */
  unit?: string | undefined;
  /** True when the locale writes the unit before the number. */
  unitFirst?: boolean | undefined;
  /** True when the locale writes the unit against the number, without a space (`96%`). */
  joined?: boolean | undefined;
}

const numberParts = new Set<string>([
  'integer',
  'group',
  'decimal',
  'fraction',
  'minusSign',
  'plusSign',
]);

/**
 * A number as the visitor's locale writes it: 325 000 in French, 325,000 in English; with a measure,
 * its unit the locale's way (13,626 km / 13.626 km, 96 % / 96%). A text value is already written for
 * its page's locale.
 */
export function formatFigure(
  value: number | string,
  locale: string,
  decimals = 0,
  measure?: KeyFigureMeasure,
  unit?: string,
): FormattedFigure {
  if (typeof value === 'string') return { number: value, unit };
  const parts = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...(measure ? { style: 'unit', unit: measure } : {}),
  }).formatToParts(value);
  const number = parts
    .filter((part) => numberParts.has(part.type))
    .map((part) => part.value)
    .join('');
  if (!measure) return { number, unit };
  const unitIndex = parts.findIndex((part) => part.type === 'unit');
  const numberIndex = parts.findIndex((part) => numberParts.has(part.type));
  const measured = parts
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('');
  const between = parts.slice(
    Math.min(unitIndex, numberIndex) + 1,
    Math.max(unitIndex, numberIndex),
  );
  return {
    number,
    unit: measured,
    unitFirst: unitIndex < numberIndex,
    joined: !between.some((part) => part.type === 'literal' && /\s/.test(part.value)),
  };
}

/** The figure as one line of text (`13.626 km`), as a screen reader or a test reads it. */
export function figureText({ number, unit, unitFirst, joined }: FormattedFigure): string {
  if (!unit) return number;
  const space = joined ? '' : ' ';
  return unitFirst ? `${unit}${space}${number}` : `${number}${space}${unit}`;
}

/**
 * A key figure's value (prefix, number, unit) over its label, read as one phrase (“325 000
 * spectateurs”); the same on the server and in the browser, so nothing moves on hydration. The block
 * around it sets the number's size with `--figure-size`. The number never breaks; its unit may go to
 * the next line when the column is narrow, rather than run into the next figure.
 */
export function Figure({
  figure: { value, decimals, prefix, measure, unit: unitText, label },
}: {
  figure: KeyFigureData;
}) {
  const { i18n } = useLingui();
  const { number, unit, unitFirst, joined } = formatFigure(
    value,
    i18n.locale,
    decimals,
    measure,
    unitText,
  );
  const space = joined ? '' : ' ';
  const unitPart = unit ? <span className={styles.affix}>{unit}</span> : null;
  return (
    <>
      <span className={styles.value}>
        {prefix ? <span className={styles.affix}>{prefix} </span> : null}
        {unitFirst ? (
          <>
            {unitPart}
            {space}
          </>
        ) : null}
        <span className={styles.number}>{number}</span>
        {!unitFirst && unitPart ? (
          <>
            {space}
            {unitPart}
          </>
        ) : null}
      </span>{' '}
      <span className={styles.label}>{label}</span>
    </>
  );
}
