import { dateTimeFormat, eventTimeZone } from '@paddock/api-clients/lite';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LiveAutoData, LiveMotoData } from '@paddock/api-clients/blocks';
import type {
  LiveEntry,
  LiveFlag,
  LiveSessionStatus,
  LiveTiming,
  RaceClass,
} from '@paddock/api-clients/contracts';
import { Button } from '@paddock/ui';
import { useCallback, useState } from 'react';
import { CtaLink } from '../parts.js';
import styles from './live-table.module.css';
import { Bone, LoadFailed, LoadingNote, NothingToShow } from './service-states.js';
import { useServiceData, type ServiceLoader } from './use-service-data.js';
import { activeLocale, intlLocale } from '@paddock/i18n';
import { ToggleFilters } from '../filters/toggle-filters.js';
import { ServiceSection } from './service-section.js';

/** How often the timing is asked again while the tab is visible. */
export const liveRefreshMs = 20_000;

/** The classes in the order a classification lists them. */
const classOrder: readonly RaceClass[] = ['Hypercar', 'LMP2', 'LMGT3', 'EWC', 'Superstock'];

const texts = {
  loading: /*i18n*/ { id: 'blocks.live.timing.loading', message: 'Loading the live timing…' },
  failed: /*i18n*/ {
    id: 'blocks.live.timing.failed',
    message: 'The live timing cannot be reached right now.',
  },
  stale: /*i18n*/ {
    id: 'blocks.live.timing.stale',
    message: 'The last update failed: the classification may be out of date.',
  },
  noSession: /*i18n*/ {
    id: 'blocks.live.timing.noSession',
    message: 'No session running right now.',
  },
  noEntry: /*i18n*/ { id: 'blocks.live.timing.noEntry', message: 'No entry in this class.' },
  session: /*i18n*/ { id: 'blocks.live.timing.session', message: 'Session' },
  status: /*i18n*/ { id: 'blocks.live.timing.status', message: 'Status' },
  flag: /*i18n*/ { id: 'blocks.live.timing.flag', message: 'Flag' },
  remaining: /*i18n*/ { id: 'blocks.live.timing.remaining', message: 'Time remaining' },
  classes: /*i18n*/ { id: 'blocks.live.timing.classes', message: 'Class' },
  allClasses: /*i18n*/ { id: 'blocks.live.timing.allClasses', message: 'All classes' },
  pause: /*i18n*/ { id: 'blocks.live.timing.pause', message: 'Pause live updates' },
  resume: /*i18n*/ { id: 'blocks.live.timing.resume', message: 'Resume live updates' },
  updatedAt: /*i18n*/ { id: 'blocks.live.timing.updatedAt', message: 'Updated at' },
  caption: /*i18n*/ { id: 'blocks.live.timing.caption', message: 'Live classification: {name}' },
  position: /*i18n*/ { id: 'blocks.live.timing.position', message: 'Position' },
  positionShort: /*i18n*/ { id: 'blocks.live.timing.positionShort', message: 'Pos.' },
  number: /*i18n*/ { id: 'blocks.live.timing.number', message: 'Number' },
  numberShort: /*i18n*/ { id: 'blocks.live.timing.numberShort', message: 'No.' },
  teamAndDrivers: /*i18n*/ { id: 'blocks.live.timing.teamAndDrivers', message: 'Team and drivers' },
  teamAndRiders: /*i18n*/ { id: 'blocks.live.timing.teamAndRiders', message: 'Team and riders' },
  laps: /*i18n*/ { id: 'blocks.live.timing.laps', message: 'Laps' },
  gap: /*i18n*/ { id: 'blocks.live.timing.gap', message: 'Gap' },
  lastLap: /*i18n*/ { id: 'blocks.live.timing.lastLap', message: 'Last lap' },
  bestLap: /*i18n*/ { id: 'blocks.live.timing.bestLap', message: 'Best lap' },
  pitStops: /*i18n*/ { id: 'blocks.live.timing.pitStops', message: 'Pit stops' },
  leader: /*i18n*/ { id: 'blocks.live.timing.leader', message: 'Leader' },
  lapsDown: /*i18n*/ {
    id: 'blocks.live.timing.lapsDown',
    message: '{count, plural, one {+# lap} other {+# laps}}',
  },
  inPit: /*i18n*/ { id: 'blocks.live.timing.inPit', message: 'Pit' },
  inPitLong: /*i18n*/ { id: 'blocks.live.timing.inPitLong', message: 'In the pits' },
  retired: /*i18n*/ { id: 'blocks.live.timing.retired', message: 'Retired' },
  newLeader: /*i18n*/ {
    id: 'blocks.live.timing.newLeader',
    message: 'New leader: number {number}, {team}.',
  },
  flagNow: /*i18n*/ { id: 'blocks.live.timing.flagNow', message: 'Race control: {flag}.' },
} as const;

const statusTexts: Record<LiveSessionStatus, { id: string; message: string }> = {
  running: /*i18n*/ { id: 'blocks.live.timing.running', message: 'Live' },
  finished: /*i18n*/ { id: 'blocks.live.timing.finished', message: 'Finished' },
  scheduled: /*i18n*/ { id: 'blocks.live.timing.scheduled', message: 'Upcoming' },
};

const flagTexts: Record<LiveFlag, { id: string; message: string }> = {
  green: /*i18n*/ { id: 'blocks.live.timing.flag.green', message: 'Green flag' },
  yellow: /*i18n*/ { id: 'blocks.live.timing.flag.yellow', message: 'Yellow flag' },
  'full-course-yellow': /*i18n*/ {
    id: 'blocks.live.timing.flag.fullCourseYellow',
    message: 'Full course yellow',
  },
  'safety-car': /*i18n*/ { id: 'blocks.live.timing.flag.safetyCar', message: 'Safety car' },
  red: /*i18n*/ { id: 'blocks.live.timing.flag.red', message: 'Red flag' },
  chequered: /*i18n*/ { id: 'blocks.live.timing.flag.chequered', message: 'Chequered flag' },
};

const two = (n: number) => String(n).padStart(2, '0');

/** A lap time as timing screens show it: `3:28.412`. */
export function lapTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(3).padStart(6, '0')}`;
}

/** A gap in seconds, `+12.345`, or `+1:02.345` past a minute. */
export function gapTime(ms: number): string {
  return ms < 60_000 ? `+${(ms / 1000).toFixed(3)}` : `+${lapTime(ms)}`;
}

/** A duration as a clock, `03:41:07`, and as ISO 8601 for `<time dateTime>`. */
function clock(totalSeconds: number): { text: string; iso: string } {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return {
    text: `${two(hours)}:${two(minutes)}:${two(seconds)}`,
    iso: `PT${hours}H${minutes}M${seconds}S`,
  };
}

function gapOf(entry: LiveEntry, i18n: I18n): string {
  if (entry.status === 'retired') return i18n._(texts.retired);
  if (entry.position === 1) return i18n._(texts.leader);
  if (entry.lapsDown > 0) return i18n._(texts.lapsDown.id, { count: entry.lapsDown });
  return gapTime(entry.gapMs);
}

/** What changed since the last answer that is worth saying: the flag, the leader. */
function newsOf(current: LiveTiming, previous: LiveTiming | undefined, i18n: I18n): string {
  if (!previous) return '';
  const said: string[] = [];
  if (current.session.flag !== previous.session.flag) {
    said.push(i18n._(texts.flagNow.id, { flag: i18n._(flagTexts[current.session.flag]) }));
  }
  const [leader] = current.entries;
  const [before] = previous.entries;
  if (leader && before && leader.number !== before.number) {
    said.push(i18n._(texts.newLeader.id, { number: leader.number, team: leader.team }));
  }
  return said.join(' ');
}

export interface LiveTimingBoardProps {
  /** The site whose race this is: the car race (`auto`) or the motorbike race (`moto`). */
  site: 'auto' | 'moto';
  data: LiveAutoData | LiveMotoData;
  /** Who races: drivers in a car, riders on a bike. */
  crew: 'drivers' | 'riders';
}

/** Above the classification: the filter by class, when it was last updated, pause and resume. */
function TimingToolbar({
  timing,
  offered,
  shownClass,
  onChoose,
  filterable,
  paused,
  onPause,
}: {
  timing: LiveTiming;
  offered: readonly RaceClass[];
  shownClass: RaceClass | null;
  onChoose: (chosen: RaceClass | null) => void;
  filterable: boolean;
  paused: boolean;
  onPause: () => void;
}) {
  const { i18n } = useLingui();
  const updated = dateTimeFormat(intlLocale(i18n.locale), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: eventTimeZone,
  }).format(new Date(timing.updatedAt));
  return (
    <div className={styles.toolbar}>
      {filterable ? (
        <ToggleFilters
          label={i18n._(texts.classes)}
          allLabel={i18n._(texts.allClasses)}
          options={offered}
          value={shownClass}
          onChange={onChoose}
          classes={styles}
        />
      ) : null}
      <p className={styles.updated}>
        {i18n._(texts.updatedAt)} <time dateTime={timing.updatedAt}>{updated}</time>
      </p>
      {timing.session.status === 'running' ? (
        <Button variant="light" size="small" onClick={onPause}>
          {i18n._(paused ? texts.resume : texts.pause)}
        </Button>
      ) : null}
    </div>
  );
}

/** The classes offered (the block's, or those racing), the one shown and the rows to show. */
function boardOf(
  timing: LiveTiming,
  classes: readonly RaceClass[] | undefined,
  chosen: RaceClass | null,
  limit: number | undefined,
) {
  const offered =
    classes && classes.length > 0
      ? classes
      : classOrder.filter((each) => timing.entries.some((entry) => entry.class === each));
  const shownClass = chosen && offered.includes(chosen) ? chosen : null;
  const entries = timing.entries.filter((entry) =>
    shownClass ? entry.class === shownClass : offered.includes(entry.class),
  );
  const rows = limit ? entries.slice(0, limit) : entries;
  return { offered, shownClass, rows };
}

/**
 * A race's live timing: the session (its name, status, flag and time remaining), a filter by class and
 * the classification (position, number, team and crew, class, laps, gap, last and best laps, pit
 * stops). The site server's timing (`data.timing`) is in the page's HTML; the browser asks again once
 * hydrated and every 20 seconds while the tab is visible; the visitor can pause the updates. A change of flag or leader is said politely to screen readers; a failure keeps the page
 * and offers to try again.
 */
export function LiveTimingBoard({
  site,
  data: { title, text, classes, limit, cta, timing },
  crew,
}: LiveTimingBoardProps) {
  const { i18n } = useLingui();
  const [paused, setPaused] = useState(false);
  const [chosen, setChosen] = useState<RaceClass | null>(null);
  const locale = activeLocale(i18n);
  const load = useCallback<ServiceLoader<LiveTiming>>(
    (content, _site, signal) => content.liveTiming({ site, locale }, { signal }),
    [site, locale],
  );
  const { state, retry } = useServiceData(load, {
    refreshMs: liveRefreshMs,
    paused,
    given: timing,
  });

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <LoadingNote label={i18n._(texts.loading)} />
        <Skeleton rows={Math.min(limit ?? 10, 10)} />
      </>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailed message={i18n._(texts.failed)} onRetry={retry} />;
  } else {
    const timing = state.data;
    const { offered, shownClass, rows } = boardOf(timing, classes, chosen, limit);
    const noSession = timing.session.status === 'scheduled' || timing.entries.length === 0;
    body = (
      <>
        <SessionBar timing={timing} />
        {state.stale ? <LoadFailed compact message={i18n._(texts.stale)} onRetry={retry} /> : null}
        <TimingToolbar
          timing={timing}
          offered={offered}
          shownClass={shownClass}
          onChoose={setChosen}
          filterable={offered.length > 1 && !noSession}
          paused={paused}
          onPause={() => {
            if (paused) retry();
            setPaused(!paused);
          }}
        />
        {noSession ? (
          <NothingToShow message={i18n._(texts.noSession)} />
        ) : rows.length === 0 ? (
          <NothingToShow message={i18n._(texts.noEntry)} />
        ) : (
          <Classification
            rows={rows}
            crew={crew}
            byClass={shownClass !== null}
            caption={i18n._(texts.caption.id, {
              name: shownClass ?? i18n._(texts.allClasses),
            })}
          />
        )}
        <p className="pdk-visually-hidden" aria-live="polite" aria-atomic="true">
          {newsOf(timing, state.previous, i18n)}
        </p>
      </>
    );
  }

  return (
    <ServiceSection title={title} text={text} state={state}>
      {body}
      {cta ? <CtaLink cta={cta} className={styles.cta} /> : null}
    </ServiceSection>
  );
}

/** The session: its name and event, status, flag and time remaining, with a bar of the time raced. */
function SessionBar({ timing: { event, session } }: { timing: LiveTiming }) {
  const { i18n } = useLingui();
  const remaining = clock(Math.max(0, session.durationSeconds - session.elapsedSeconds));
  const raced = Math.min(100, (session.elapsedSeconds / session.durationSeconds) * 100);
  return (
    <div className={styles.session}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{i18n._(texts.session)}</dt>
          <dd>
            <span className={styles.sessionName}>{session.name}</span>{' '}
            <span className={styles.event}>{event}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{i18n._(texts.status)}</dt>
          <dd>
            <span className={`${styles.status} ${styles[session.status]}`}>
              {session.status === 'running' ? (
                <span className={styles.pulse} aria-hidden="true" />
              ) : null}
              {i18n._(statusTexts[session.status])}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{i18n._(texts.flag)}</dt>
          <dd>
            <span className={`${styles.flag} ${styles[`flag-${session.flag}`]}`}>
              {i18n._(flagTexts[session.flag])}
            </span>
          </dd>
        </div>
        {session.status !== 'finished' ? (
          <div className={styles.fact}>
            <dt>{i18n._(texts.remaining)}</dt>
            <dd>
              <time dateTime={remaining.iso} className={styles.clock}>
                {remaining.text}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      <span className={styles.progress} aria-hidden="true">
        <span style={{ width: `${raced}%` }} />
      </span>
    </div>
  );
}

interface ClassificationProps {
  rows: readonly LiveEntry[];
  crew: 'drivers' | 'riders';
  /** One class shown: its own positions. */
  byClass: boolean;
  caption: string;
}

type Entry = ClassificationProps['rows'][number];

/** A car's row: position, number, team, crew and car, class, laps, gap, lap times and pit stops. */
function ClassificationRow({ entry, byClass }: { entry: Entry; byClass: boolean }) {
  const { i18n } = useLingui();
  return (
    <tr className={entry.status === 'retired' ? styles.retired : undefined}>
      <td className={styles.pos}>{byClass ? entry.classPosition : entry.position}</td>
      <td>
        <span className={`${styles.plate} ${styles[`class-${entry.class}`]}`}>{entry.number}</span>
      </td>
      <th scope="row" className={styles.crew}>
        <span className={styles.team}>
          {entry.team}
          <span className={`${styles.badge} ${styles.narrow} ${styles[`class-${entry.class}`]}`}>
            {entry.class}
          </span>
          {entry.status === 'pit' ? (
            <span className={styles.pit}>
              <span aria-hidden="true">{i18n._(texts.inPit)}</span>
              <span className="pdk-visually-hidden">{i18n._(texts.inPitLong)}</span>
            </span>
          ) : null}
        </span>
        <span className={styles.drivers}>{entry.drivers.join(' / ')}</span>
        <span className={styles.vehicle}>{entry.vehicle}</span>
      </th>
      <td className={styles.wide}>
        <span className={`${styles.badge} ${styles[`class-${entry.class}`]}`}>{entry.class}</span>{' '}
        <span className={styles.classPos}>P{entry.classPosition}</span>
      </td>
      <td className={`${styles.wide} ${styles.num}`}>{entry.laps}</td>
      <td className={`${styles.num} ${styles.gap}`}>{gapOf(entry, i18n)}</td>
      <td className={`${styles.wide} ${styles.num}`}>
        {entry.lastLapMs ? lapTime(entry.lastLapMs) : '–'}
      </td>
      <td className={`${styles.desktop} ${styles.num}`}>
        {entry.bestLapMs ? lapTime(entry.bestLapMs) : '–'}
      </td>
      <td className={`${styles.wide} ${styles.num}`}>{entry.pitStops}</td>
    </tr>
  );
}

/** The classification as a table; the laps, class and lap-time columns from tablet width on. */
function Classification({ rows, crew, byClass, caption }: ClassificationProps) {
  const { i18n } = useLingui();
  const both = (short: { id: string; message: string }, long: { id: string; message: string }) => (
    <>
      <span aria-hidden="true">{i18n._(short)}</span>
      <span className="pdk-visually-hidden">{i18n._(long)}</span>
    </>
  );
  return (
    <table className={styles.table}>
      <caption className="pdk-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.pos}>
            {both(texts.positionShort, texts.position)}
          </th>
          <th scope="col">{both(texts.numberShort, texts.number)}</th>
          <th scope="col">
            {i18n._(crew === 'riders' ? texts.teamAndRiders : texts.teamAndDrivers)}
          </th>
          <th scope="col" className={styles.wide}>
            {i18n._(texts.classes)}
          </th>
          <th scope="col" className={`${styles.wide} ${styles.num}`}>
            {i18n._(texts.laps)}
          </th>
          <th scope="col" className={styles.num}>
            {i18n._(texts.gap)}
          </th>
          <th scope="col" className={`${styles.wide} ${styles.num}`}>
            {i18n._(texts.lastLap)}
          </th>
          <th scope="col" className={`${styles.desktop} ${styles.num}`}>
            {i18n._(texts.bestLap)}
          </th>
          <th scope="col" className={`${styles.wide} ${styles.num}`}>
            {i18n._(texts.pitStops)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <ClassificationRow key={entry.number} entry={entry} byClass={byClass} />
        ))}
      </tbody>
    </table>
  );
}

/** The loading state: the session bar and table rows to come, as placeholders. */
function Skeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonSession}>
        <Bone width="40%" />
        <Bone width="25%" />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Bone width="1.5rem" />
          <Bone width="2.5rem" />
          <span className={styles.skeletonCrew}>
            <Bone width="60%" />
            <Bone width="85%" />
          </span>
          <Bone width="4rem" />
        </div>
      ))}
    </div>
  );
}
