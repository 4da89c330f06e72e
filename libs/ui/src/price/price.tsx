import { useLingui } from '@lingui/react';
import { activeLocale } from '@paddock/i18n';
import { formatPrice } from './format-price.js';
import styles from './price.module.css';

export interface PriceProps {
  /** The amount in thousandths of a euro, as every price of the catalogue is stored. */
  value: number;
  className?: string;
}

/** A price in the current locale: `<Price value={45000} />` shows '45 €'. */
export function Price({ value, className }: PriceProps) {
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price}>
      {formatPrice(value, locale)}
    </span>
  );
}
