/**
 * `format.formatRange(start, end)`, written the same on the server and in the browser. The engines'
 * ICU versions space the range's dash differently (Node 20 with thin spaces, Chromium with plain
 * ones), and a page rendered by one and hydrated by the other must say the same: thin spaces become
 * plain spaces, narrow no-break spaces no-break ones.
 */
export function formatDateRange(
  format: Intl.DateTimeFormat,
  start: Date | number,
  end: Date | number,
): string {
  return format
    .formatRange(start, end)
    .replace(/\u2009/g, ' ')
    .replace(/\u202f/g, '\u00a0');
}
