import { eventTimeZone } from './constants.js';
import { dateTimeFormat } from './intl.js';

/**
 * The calendar day of an instant in Le Mans, `YYYY-MM-DD` (en-CA writes dates so): the key that tells
 * the event's days apart, the same wherever the visitor reads from.
 */
export function eventDate(instant: string | number | Date): string {
  return dateTimeFormat('en-CA', {
    timeZone: eventTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}
