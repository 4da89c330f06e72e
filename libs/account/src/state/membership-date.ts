import { dateTimeFormat, eventTimeZone } from '@paddock/api-clients/lite';
import type { Locale } from '@paddock/i18n';

/**
 * The day a membership ends, in the page's locale and the organiser's time zone (an end at 23:59 in
 * Le Mans is that day, wherever the visitor is): '31 décembre 2026', 'December 31, 2026', its spaces
 * non-breaking so that a date never wraps across lines.
 */
export function formatMembershipDate(endsAt: string, locale: Locale): string {
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: eventTimeZone,
  })
    .format(new Date(endsAt))
    .replace(/ /g, '\u00a0');
}
