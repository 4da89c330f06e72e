/**
 * The sites' agendas (`{site}/program-events`): the car race's week, session by session, and each
 * sister site's dates. The car site's schedule page shows the same week as days (`raceWeekDays`).
 */
import type { Locale, ProgramEvent, SiteId } from '@paddock/api-clients/contracts';
import { locales, type Both, type SeedContext } from './context';
import { sisterAgenda } from './pages/sisters';
import { siteIdsInOrder } from './sites';

/** A session of the race week: days from race Saturday, start and end (HH:MM), what, where. */
type Session = [day: number, start: string, end: string, title: Both<string>, place: string];

const same = (text: string): Both<string> => ({ fr: text, en: text });

/** The car race's week, from the test day to the finish. */
const raceWeek: Session[] = [
  [-6, '09:00', '12:00', { fr: 'Journée test — séance 1', en: 'Test day — session 1' }, 'Circuit'],
  [-6, '14:00', '19:00', { fr: 'Journée test — séance 2', en: 'Test day — session 2' }, 'Circuit'],
  [-3, '14:00', '17:00', { fr: 'Essais libres 1', en: 'Free practice 1' }, 'Circuit'],
  [-3, '19:00', '20:00', { fr: 'Qualifications', en: 'Qualifying' }, 'Circuit'],
  [-3, '22:00', '23:59', { fr: 'Essais libres 2', en: 'Free practice 2' }, 'Circuit'],
  [-2, '15:00', '18:00', { fr: 'Essais libres 3', en: 'Free practice 3' }, 'Circuit'],
  [-2, '20:00', '20:30', same('Hyperpole'), 'Circuit'],
  [-2, '22:00', '23:59', { fr: 'Essais libres 4', en: 'Free practice 4' }, 'Circuit'],
  [-1, '10:00', '13:00', same('Paddock Walk'), 'Village'],
  [-1, '17:00', '20:00', { fr: 'Parade des pilotes', en: 'Drivers’ parade' }, 'Centre-ville'],
  [0, '12:00', '12:15', same('Warm-up'), 'Circuit'],
  [0, '16:00', '23:59', { fr: 'Départ de la course', en: 'Race start' }, 'Circuit'],
  [1, '00:00', '16:00', { fr: 'Course et arrivée', en: 'Race and finish' }, 'Circuit'],
];

const byStart = (a: ProgramEvent, b: ProgramEvent) => Date.parse(a.start) - Date.parse(b.start);

function raceWeekEvents(ctx: SeedContext, locale: Locale): ProgramEvent[] {
  return raceWeek.map(([day, start, end, title, place], index) => ({
    id: `semaine-${String(index + 1).padStart(2, '0')}`,
    start: ctx.calendar.at(day, start),
    end: ctx.calendar.at(day, end),
    title: title[locale],
    place,
  }));
}

/** The race week as the schedule page's days: each day's date, its name, its sessions. */
export function raceWeekDays(ctx: SeedContext, locale: Locale) {
  const events = raceWeekEvents(ctx, locale);
  const days = [...new Set(raceWeek.map(([day]) => day))];
  return days.map((day) => ({
    date: ctx.calendar.at(day, '00:00'),
    label: ctx.calendar.dayName(day, locale),
    events: events
      .filter((_, index) => raceWeek[index]?.[0] === day)
      .map(({ id: _id, ...event }) => event),
  }));
}

/** A site's agenda in a locale, in order of start. */
export function programEventsOf(ctx: SeedContext, site: SiteId, locale: Locale): ProgramEvent[] {
  const events = site === 'auto' ? raceWeekEvents(ctx, locale) : sisterAgenda(ctx, site, locale);
  return events.sort(byStart);
}

/** Every site's agenda in both locales. */
export function buildPrograms(ctx: SeedContext) {
  return siteIdsInOrder.flatMap((site) =>
    locales.map((locale) => ({ site, locale, events: programEventsOf(ctx, site, locale) })),
  );
}
