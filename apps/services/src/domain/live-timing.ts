/**
 * The live timing of a race (`GET live/{site}`), computed from its entry list and the clock: nothing is
 * stored, the same instant always gives the same classification. The local services replay the race
 * every day from its `dailyStartUtc`, so a session is always on: a 24-hour race is always running.
 *
 * Each entry laps at its class's pace, a little slower down the entry list, with a deterministic
 * scatter per lap; it stops in the pits every `stintLaps` laps (the stop counts in the next lap's time).
 * One entry of each class of four or more retires at a set hour. Race control shows a local yellow,
 * a full-course yellow or the safety car at set times, and the chequered flag once the race is over.
 */
import type {
  LiveEntrant,
  LiveEntry,
  LiveFlag,
  LiveRace,
  LiveTiming,
  RaceClass,
} from '@paddock/api-clients/contracts';

interface Pace {
  /** A clean lap of the class's fastest entry. */
  lapMs: number;
  /** Laps between two stops. */
  stintLaps: number;
  /** The time a stop adds. */
  pitMs: number;
  /** When (hours into the race) one of its entries retires. */
  retiresAfterHours: number;
}

/** Circuit des 24 Heures (13.6 km) for the cars, Bugatti circuit (4.2 km) for the bikes. */
const paces: Record<RaceClass, Pace> = {
  Hypercar: { lapMs: 208_400, stintLaps: 13, pitMs: 66_000, retiresAfterHours: 9.5 },
  LMP2: { lapMs: 216_900, stintLaps: 12, pitMs: 71_000, retiresAfterHours: 4.2 },
  LMGT3: { lapMs: 236_300, stintLaps: 11, pitMs: 77_000, retiresAfterHours: 14.1 },
  EWC: { lapMs: 97_600, stintLaps: 27, pitMs: 44_000, retiresAfterHours: 6.3 },
  Superstock: { lapMs: 100_900, stintLaps: 25, pitMs: 49_000, retiresAfterHours: 11.7 },
};

/** Race control's neutralisations, in minutes into the race. */
const neutralisations: { from: number; to: number; flag: LiveFlag }[] = [
  { from: 107, to: 110, flag: 'full-course-yellow' },
  { from: 312, to: 341, flag: 'safety-car' },
  { from: 500, to: 504, flag: 'full-course-yellow' },
  { from: 725, to: 728, flag: 'full-course-yellow' },
  { from: 963, to: 985, flag: 'safety-car' },
  { from: 1233, to: 1236, flag: 'full-course-yellow' },
];

const dayMs = 24 * 60 * 60 * 1000;

/** A number in [0, 1) from two integers, the same every time. */
function scatter(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

/** The last start of a race replayed daily at `HH:MM` UTC, at or before `now`. */
export function lastStart(dailyStartUtc: string, now: Date): Date {
  const [hours = 0, minutes = 0] = dailyStartUtc.split(':').map(Number);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
  return new Date(today <= now.getTime() ? today : today - dayMs);
}

/** The flag at `elapsedMs` into a session of `durationMs`. */
export function flagAt(elapsedMs: number, durationMs: number): LiveFlag {
  if (elapsedMs >= durationMs) return 'chequered';
  const minute = elapsedMs / 60_000;
  const neutralised = neutralisations.find(({ from, to }) => minute >= from && minute < to);
  if (neutralised) return neutralised.flag;
  // A local yellow for two minutes every hour (an off, a car stopped on the verge).
  return minute % 60 >= 13 && minute % 60 < 15 ? 'yellow' : 'green';
}

interface Run {
  entrant: LiveEntrant;
  /** The time each lap was completed, from the start: `crossings[k - 1]` for lap k. */
  crossings: number[];
  lastLapMs: number | undefined;
  bestLapMs: number | undefined;
  pitStops: number;
  inPit: boolean;
  retired: boolean;
}

/** What an entry has done `elapsedMs` into the race. */
function runOf(entrant: LiveEntrant, rank: number, retiresAtMs: number, elapsedMs: number): Run {
  const pace = paces[entrant.class];
  const number = Number(entrant.number);
  const retired = elapsedMs >= retiresAtMs;
  const until = Math.min(elapsedMs, retiresAtMs);
  // Down the entry list, a little slower; each entry its own few tenths.
  const cleanLapMs = pace.lapMs + rank * 160 + Math.floor(scatter(number, 0) * 300);
  const crossings: number[] = [];
  let time = 0;
  let lastLapMs: number | undefined;
  let bestLapMs: number | undefined;
  let pitStops = 0;
  for (;;) {
    const lap = crossings.length + 1;
    const stops = lap > 1 && (lap - 1) % pace.stintLaps === 0;
    const flying = cleanLapMs - 700 + Math.floor(scatter(number, lap) * 2500);
    // The first lap starts behind the safety car's formation: slower.
    const lapMs = flying + (lap === 1 ? 9_000 : 0) + (stops ? pace.pitMs : 0);
    if (time + lapMs > until) {
      const inPit = !retired && stops && until - time < pace.pitMs;
      return { entrant, crossings, lastLapMs, bestLapMs, pitStops, inPit, retired };
    }
    time += lapMs;
    crossings.push(time);
    if (stops) pitStops += 1;
    lastLapMs = lapMs;
    if (!stops && lap > 1) bestLapMs = Math.min(bestLapMs ?? flying, flying);
  }
}

/** The entry of each class of four or more that retires (the one three-fifths down its class). */
function retirees(entrants: readonly LiveEntrant[]): Set<LiveEntrant> {
  const byClass = new Map<RaceClass, LiveEntrant[]>();
  for (const entrant of entrants) {
    byClass.set(entrant.class, [...(byClass.get(entrant.class) ?? []), entrant]);
  }
  const out = new Set<LiveEntrant>();
  for (const members of byClass.values()) {
    const retiree = members.length >= 4 ? members[Math.floor(members.length * 0.6)] : undefined;
    if (retiree) out.add(retiree);
  }
  return out;
}

/** The live timing of `race` at `now`, its session's name as the race says it. */
export function liveTimingAt(race: LiveRace, now: Date): LiveTiming {
  const startsAt = lastStart(race.session.dailyStartUtc, now);
  const durationMs = race.session.durationSeconds * 1000;
  const elapsedMs = Math.min(now.getTime() - startsAt.getTime(), durationMs);
  const retiring = retirees(race.entrants);
  const ranks = new Map<RaceClass, number>();
  const runs = race.entrants.map((entrant) => {
    const rank = ranks.get(entrant.class) ?? 0;
    ranks.set(entrant.class, rank + 1);
    const retiresAtMs = retiring.has(entrant)
      ? paces[entrant.class].retiresAfterHours * 3_600_000
      : Infinity;
    return runOf(entrant, rank, retiresAtMs, elapsedMs);
  });

  const lapsOf = (run: Run) => run.crossings.length;
  const lastCrossing = (run: Run) => run.crossings.at(-1) ?? 0;
  // Retired entries last; then more laps first, and on the same lap whoever crossed the line first.
  runs.sort(
    (a, b) =>
      Number(a.retired) - Number(b.retired) ||
      lapsOf(b) - lapsOf(a) ||
      lastCrossing(a) - lastCrossing(b),
  );
  const leader = runs[0];
  const classPositions = new Map<RaceClass, number>();
  const entries = runs.map((run, index): LiveEntry => {
    const laps = lapsOf(run);
    const classPosition = (classPositions.get(run.entrant.class) ?? 0) + 1;
    classPositions.set(run.entrant.class, classPosition);
    const leaderCrossing = laps > 0 ? leader?.crossings[laps - 1] : undefined;
    return {
      ...run.entrant,
      position: index + 1,
      classPosition,
      laps,
      lapsDown: leader ? Math.max(0, lapsOf(leader) - laps) : 0,
      gapMs: leaderCrossing === undefined ? 0 : Math.max(0, lastCrossing(run) - leaderCrossing),
      ...(run.lastLapMs ? { lastLapMs: run.lastLapMs } : {}),
      ...(run.bestLapMs ? { bestLapMs: run.bestLapMs } : {}),
      pitStops: run.pitStops,
      status: run.retired ? 'retired' : run.inPit ? 'pit' : 'running',
    };
  });

  return {
    site: race.site,
    event: race.event,
    session: {
      name: race.session.name,
      status: elapsedMs >= durationMs ? 'finished' : 'running',
      flag: flagAt(elapsedMs, durationMs),
      startsAt: startsAt.toISOString(),
      durationSeconds: race.session.durationSeconds,
      elapsedSeconds: Math.floor(elapsedMs / 1000),
    },
    updatedAt: now.toISOString(),
    entries,
  };
}
