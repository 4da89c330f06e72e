/**
 * A price stored in thousandths of a euro, shown as value/1000 followed by a euro sign (SPEC §9), with the
 * locale's separators and a non-breaking space before the sign, so that an amount never wraps:
 * 45000 → '45 €', 1234500 → '1 234,50 €' (fr) or '1,234.50 €' (en). The one price format of the site
 * and of the services' pages (re-exported by @paddock/i18n and @paddock/ui).
 */
export function formatPrice(thousandths: number, locale: string): string {
  const euros = thousandths / 1000;
  const cents = Number.isInteger(euros) ? 0 : 2;
  return `${amountFormat(locale, cents).format(euros)}\u00a0€`;
}

/**
 * The amount's format in a locale, with or without cents, made once: making an Intl.NumberFormat costs
 * tens of microseconds, and a page of tickets shows hundreds of prices (`numberFormat` of
 * @paddock/i18n is the same for every other number; this layer cannot import it).
 */
const amountFormats = new Map<string, Intl.NumberFormat>();
function amountFormat(locale: string, cents: number): Intl.NumberFormat {
  const key = `${locale} ${cents}`;
  const made = amountFormats.get(key);
  if (made) return made;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  });
  amountFormats.set(key, format);
  return format;
}
