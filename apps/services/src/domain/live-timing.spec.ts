import { liveTiming, type LiveRace } from '@paddock/api-clients/contracts';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed';
import { flagAt, lastStart, liveTimingAt } from './live-timing';

const seed = createSeed({
  assetsUrl: 'http://localhost:3100/content/assets',
  accountSiteUrl: 'http://localhost:3100/account',
  now: new Date('2026-03-15T10:00:00.000Z'),
  cartTtlSeconds: 1800,
});
const raceOf = (site: string) =>
  seed.live.races.find(({ race, locale }) => race.site === site && locale === 'en')
    ?.race as LiveRace;
const car = raceOf('auto');

/** `minutes` after the car race's start on 15 March (14:00 UTC). */
const into = (minutes: number) => new Date(Date.UTC(2027, 2, 15, 14, 0) + minutes * 60_000);

describe('live timing', () => {
  it('replays the race every day from its start time', () => {
    expect(lastStart('14:00', new Date('2027-03-15T14:00:00Z')).toISOString()).toBe(
      '2027-03-15T14:00:00.000Z',
    );
    expect(lastStart('14:00', new Date('2027-03-15T13:59:59Z')).toISOString()).toBe(
      '2027-03-14T14:00:00.000Z',
    );
    const timing = liveTimingAt(car, into(90));
    expect(timing.session).toMatchObject({
      status: 'running',
      startsAt: '2027-03-15T14:00:00.000Z',
      elapsedSeconds: 90 * 60,
    });
  });

  it('is the same at the same instant, and valid all race long', () => {
    expect(liveTimingAt(car, into(600))).toEqual(liveTimingAt(car, into(600)));
    for (let minutes = 0; minutes < 24 * 60; minutes += 47) {
      for (const race of [car, raceOf('moto')]) {
        const result = liveTiming.safeParse(liveTimingAt(race, into(minutes)));
        expect(result.error, `${race.site} at ${minutes} min`).toBeUndefined();
      }
    }
  });

  it('counts laps up, and gaps from the leader on the same lap or in laps', () => {
    const early = liveTimingAt(car, into(60));
    const late = liveTimingAt(car, into(20 * 60));
    for (const entry of early.entries.filter((each) => each.status !== 'retired')) {
      const later = late.entries.find((each) => each.number === entry.number);
      expect(later?.laps, entry.number).toBeGreaterThanOrEqual(entry.laps);
    }
    const [leader, second] = late.entries;
    expect(leader).toMatchObject({ position: 1, lapsDown: 0, gapMs: 0 });
    expect(second?.gapMs).toBeGreaterThan(0);
    // The GTs are many laps down on the Hypercars by the evening.
    const gt = late.entries.find((entry) => entry.class === 'LMGT3');
    expect(gt?.lapsDown).toBeGreaterThan(20);
    // Nobody has lapped anything before the first lap is over.
    expect(liveTimingAt(car, into(1)).entries.every((entry) => entry.laps === 0)).toBe(true);
  });

  it('has entries stopping in the pits, and retirements at the bottom once they happen', () => {
    const seen = new Set<string>();
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      for (const entry of liveTimingAt(car, into(minutes)).entries) seen.add(entry.status);
    }
    expect(seen).toEqual(new Set(['running', 'pit', 'retired']));
    expect(liveTimingAt(car, into(60)).entries.some((e) => e.status === 'retired')).toBe(false);
    const evening = liveTimingAt(car, into(23 * 60)).entries;
    const retired = evening.filter((entry) => entry.status === 'retired');
    expect(retired.length).toBe(3);
    expect(evening.slice(-3)).toEqual(retired);
  });

  it('shows race control’s flags at their times, and the chequered flag at the end', () => {
    const day = 24 * 3_600_000;
    expect(flagAt(0, day)).toBe('green');
    expect(flagAt(13.5 * 60_000, day)).toBe('yellow');
    expect(flagAt(108 * 60_000, day)).toBe('full-course-yellow');
    expect(flagAt(320 * 60_000, day)).toBe('safety-car');
    expect(flagAt(day, day)).toBe('chequered');
    const sprint = { ...car, session: { ...car.session, durationSeconds: 6 * 3600 } };
    expect(liveTimingAt(sprint, into(7 * 60)).session).toMatchObject({
      status: 'finished',
      flag: 'chequered',
      elapsedSeconds: 6 * 3600,
    });
  });
});
