import { dateTimeFormat, eventDate, eventTimeZone } from '@paddock/api-clients/lite';
import type { Locale } from '@paddock/i18n';

export interface TicketDay {
  /** Day of week and day number, short: 'sam. 13' / 'Sat 13'. */
  short: string;
  /** The same in full words, for screen readers: 'samedi 13' / 'Saturday 13'. */
  long: string;
  /** The calendar day in Le Mans, `YYYY-MM-DD`, to tell days apart. */
  date: string;
}

/** A ticket's start or end as the card shows it, in the locale, on Le Mans time. */
export function ticketDay(isoDateTime: string, locale: Locale): TicketDay {
  const instant = new Date(isoDateTime);
  // Race days are Le Mans days, wherever the visitor reads from (the one event clock).
  const say = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { ...options, timeZone: eventTimeZone }).format(instant);
  const day = say({ day: 'numeric' });
  return {
    short: `${say({ weekday: 'short' })} ${day}`,
    long: `${say({ weekday: 'long' })} ${day}`,
    date: eventDate(instant),
  };
}
