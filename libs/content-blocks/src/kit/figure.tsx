import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import type { KeyFigureData } from '@paddock/api-clients/blocks';
import styles from './figure.module.css';

/** The formatters made so far, by locale and decimals: making one costs more than using it. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the visitor's locale writes it: 325 000 in French, 325,000 in English. A text value is
 * already written for its page's locale.
 */
export function formatFigure(value: number | string, locale: string, decimals = 0): string {
  if (typeof value === 'string') return value;
  const tag = intlLocale(locale);
  const key = `${tag} ${decimals}`;
  let format = formats.get(key);
  if (!format) {
    // The server made one for every figure of every page it rendered: 4 % of an uncached home's CPU.
    format = new Intl.NumberFormat(tag, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(value);
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
