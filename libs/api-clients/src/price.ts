import { numberFormat } from './intl.js';

/**
 * A price stored in thousandths of a euro, shown as value/1000 followed by a euro sign (SPEC §9), with the
 * locale's separators and a non-breaking space before the sign, so that an amount never wraps:
 * 45000 → '45 €', 1234500 → '1 234,50 €' (fr) or '1,234.50 €' (en). The one price format of the site
 * and of the services' pages (re-exported by @paddock/i18n and @paddock/ui).
 */
export function formatPrice(thousandths: number, locale: string): string {
  const euros = thousandths / 1000;
  // Cents only when there are some.
  const cents = euros % 1 ? 2 : 0;
  const amount = numberFormat(locale, {
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(euros);
  return `${amount}\u00a0€`;
}
