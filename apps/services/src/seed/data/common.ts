import type { Locale, SiteId } from '@paddock/api-clients/contracts';

export const locales: Locale[] = ['fr', 'en'];

/** A value in each locale. */
export type Texts<T = string> = Record<Locale, T>;

export function t(fr: string, en: string): Texts {
  return { fr, en };
}

/** Deterministic v4-shaped UUIDs, so that a reseed gives the same ids. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 24 * 3600 * 1000).toISOString();
}

/** The race of next June, as local times at Le Mans (+02:00). */
export function raceDates(now: Date) {
  const year = now.getUTCFullYear() + 1;
  const at = (day: number, time: string) =>
    `${year}-06-${String(day).padStart(2, '0')}T${time}:00+02:00`;
  return {
    year,
    testDay: { start: at(6, '09:00'), end: at(6, '19:00') },
    week: { start: at(8, '08:00'), end: at(14, '20:00') },
    weekend: { start: at(12, '08:00'), end: at(14, '20:00') },
    race: { start: at(13, '16:00'), end: at(14, '16:00') },
    at,
  };
}

export const siteIds: SiteId[] = [
  'auto',
  'aco',
  'moto',
  'karting',
  'classic',
  'camions',
  'experience',
  'companion',
];
