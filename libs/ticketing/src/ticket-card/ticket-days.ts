import { eventTimeZone } from '@paddock/api-clients/lite';
import type { Locale } from '@paddock/i18n';

export interface TicketDay {
  /** Day of week and day number, short: 'sam. 13' / 'Sat 13'. */
  short: string;
  /** The same in full words, for screen readers: 'samedi 13' / 'Saturday 13'. */
  long: string;
  /** The calendar day in Le Mans, `YYYY-MM-DD`, to tell days apart. */
  date: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(
  locale: Locale | 'en-CA',
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    // Race days are Le Mans days, wherever the visitor reads from (the one event clock).
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: eventTimeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

/** A ticket's start or end as the card shows it, in the locale, on Le Mans time. */
export function ticketDay(isoDateTime: string, locale: Locale): TicketDay {
  const instant = new Date(isoDateTime);
  const day = format(locale, { day: 'numeric' }).format(instant);
  return {
    short: `${format(locale, { weekday: 'short' }).format(instant)} ${day}`,
    long: `${format(locale, { weekday: 'long' }).format(instant)} ${day}`,
    // en-CA writes dates as YYYY-MM-DD.
    date: format('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant),
  };
}
