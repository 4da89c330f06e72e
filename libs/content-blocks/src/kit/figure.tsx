import { intlLocale, numberFormat } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { KeyFigureData } from '@paddock/api-clients/blocks';
import styles from './figure.module.css';

/**
 * A number as the visitor's locale writes it: 325 000 in French, 325,000 in English. A text value is
 * already written for its page's locale.
 */
export function formatFigure(value: number | string, locale: string, decimals = 0): string {
  if (typeof value === 'string') return value;
  return numberFormat(intlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * A key figure's value (prefix, number, unit) over its label, read as one phrase (“325 000
 * spectateurs”); the same on the server and in the browser, so nothing moves on hydration. The block
 * around it sets the number's size with `--figure-size`.
 */
export function Figure({
  figure: { value, decimals, prefix, unit, label },
}: {
  figure: KeyFigureData;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <span className={styles.value}>
        {prefix ? <span className={styles.affix}>{prefix} </span> : null}
        <span className={styles.number}>
          {formatFigure(value, i18n.locale, decimals)}
          {unit ? <span className={styles.affix}>{`\u00a0${unit}`}</span> : null}
        </span>
      </span>{' '}
      <span className={styles.label}>{label}</span>
    </>
  );
}
