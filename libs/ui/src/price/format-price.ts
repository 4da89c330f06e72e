import type { Locale } from '@paddock/i18n';

/**
 * A price stored in thousandths of a euro, shown as value/1000 followed by a euro sign (SPEC §9), with the
 * locale's separators: 45000 → '45 €', 1234500 → '1 234,50 €' (fr) or '1,234.50 €' (en).
 */
export function formatPrice(thousandths: number, locale: Locale): string {
  const euros = thousandths / 1000;
  const cents = Number.isInteger(euros) ? 0 : 2;
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(euros);
  return `${amount}\u00a0€`;
}
