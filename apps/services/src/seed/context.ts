/**
 * What every seed module builds from: the options, the race calendar, and small helpers (assets,
 * pictures, dates relative to now, deterministic uuids). Pure: nothing here reads the clock.
 */
import type { Locale, Picture } from '@paddock/api-clients/contracts';
import type { SeedOptions } from './types';

export const locales = ['fr', 'en'] as const satisfies readonly Locale[];

/** A value in both locales (the contracts' `localized` makes English optional; the seed always has it). */
export type Both<T> = { fr: T; en: T };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The dates of the 24-hour race (event 24A) of next year: the race starts on the Saturday on or after
 * 10 June at 16:00 and ends on Sunday at 16:00, Le Mans summer time (+02:00).
 */
export interface RaceCalendar {
  year: number;
  /** Race Saturday, at 00:00 UTC (a calendar day, not an instant). */
  raceDay: Date;
  /** An ISO date-time with offset +02:00, `days` after race Saturday (negative before), at `time` (HH:MM). */
  at(days: number, time: string): string;
  /** A day as words, e.g. `samedi 12 juin 2027` / `Saturday 12 June 2027`. */
  dayName(days: number, locale: Locale, withYear?: boolean): string;
}

export function raceCalendar(now: Date): RaceCalendar {
  const year = now.getUTCFullYear() + 1;
  const tenth = Date.UTC(year, 5, 10);
  const saturdayOffset = (6 - new Date(tenth).getUTCDay() + 7) % 7;
  const raceDay = new Date(tenth + saturdayOffset * dayMs);
  const dayOf = (days: number) => new Date(raceDay.getTime() + days * dayMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year,
    raceDay,
    at(days, time) {
      if (!/^\d{2}:\d{2}$/.test(time)) throw new Error(`Bad time ${time}`);
      const day = dayOf(days);
      const date = `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}`;
      return `${date}T${time}:00+02:00`;
    },
    dayName(days, locale, withYear = false) {
      // One format per locale: with its year the day reads as without it (en-GB would add a comma
      // after the weekday, "Sunday, 13 June 2027", beside "Saturday 12 June").
      const day = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(dayOf(days));
      return withYear ? `${day} ${dayOf(days).getUTCFullYear()}` : day;
    },
  };
}

export interface SeedContext extends SeedOptions {
  calendar: RaceCalendar;
  /** The public URL of a file under apps/services/assets, e.g. `asset('partners/voltanis.svg')`. */
  asset(path: string): string;
  /** A picture of a local asset, with an SVG source. */
  picture(path: string, alt: string, width: number, height: number): Picture;
  /** An ISO instant `days` (fractional allowed) from now. */
  fromNow(days: number): string;
  /** The account site's page for a locale, e.g. `accountPage('fr', 'create-account')`. */
  accountPage(locale: Locale, page: 'create-account' | 'edit-account' | 'forgot-password'): string;
}

export function seedContext(options: SeedOptions): SeedContext {
  const assetsUrl = options.assetsUrl.replace(/\/+$/, '');
  const accountSiteUrl = options.accountSiteUrl.replace(/\/+$/, '');
  const asset = (path: string) => `${assetsUrl}/${path}`;
  return {
    ...options,
    assetsUrl,
    accountSiteUrl,
    calendar: raceCalendar(options.now),
    asset,
    picture(path, alt, width, height) {
      const src = asset(path);
      return { src, alt, width, height, sources: [{ srcset: src, type: 'image/svg+xml' }] };
    },
    fromNow(days) {
      return new Date(options.now.getTime() + days * dayMs).toISOString();
    },
    accountPage(locale, page) {
      return `${accountSiteUrl}/${locale}/${page}`;
    },
  };
}

/**
 * A deterministic uuid (version 4 layout, so it passes `z.uuid()`) from a namespace of four hex digits
 * and a number: `seedUuid('a1e7', 12)` is `a1e70000-0000-4000-8000-00000000000c`.
 */
export function seedUuid(namespace: string, n: number): string {
  if (!/^[0-9a-f]{4}$/.test(namespace)) throw new Error(`Bad uuid namespace ${namespace}`);
  return `${namespace}0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
