/**
 * What the content service answers for the blocks that show live data (SPEC §7 `/live/{site}`,
 * `/news`, `/event/locator/events`, `/{site}/program-events`, and the social posts the organiser
 * picked): a race's live timing, a site's news feed, the organiser's events around the world, a site's
 * agenda and its social wall. The browser asks for them after hydration; pages only say what to show.
 */
import * as z from 'zod/mini';
import { dateTime, locale, picture, siteId } from './common.js';
import { locatorEventTypes, raceClasses, socialNetworkIds } from './live-values.js';

export * from './live-values.js';

const text = z.string().check(z.minLength(1));
const positiveInt = z.number().check(z.int(), z.positive());
const nonNegativeInt = z.number().check(z.int(), z.nonnegative());

export const raceClass = z.enum(raceClasses);

/** A car or bike number as painted on it: one to three digits, leading zeros kept (`007`). */
const raceNumber = z.string().check(z.regex(/^\d{1,3}$/));

/** A car or bike on the entry list: its number, class, team, crew (drivers or riders) and make. */
export const liveEntrant = z.object({
  number: raceNumber,
  class: raceClass,
  team: text,
  /** Its drivers (riders on a bike), in the order of the entry list. */
  drivers: z.array(text).check(z.minLength(1), z.maxLength(4)),
  /** Its car or bike, e.g. `Ferrari 499P`, `Yamaha YZF-R1`. */
  vehicle: text,
});
export type LiveEntrant = z.infer<typeof liveEntrant>;

/** Where an entry is: racing, stopped in the pit lane, or out of the race. */
export const liveEntryStatus = z.enum(['running', 'pit', 'retired']);
export type LiveEntryStatus = z.infer<typeof liveEntryStatus>;

const milliseconds = nonNegativeInt;

/** A line of the live classification. */
export const liveEntry = z.extend(liveEntrant, {
  position: positiveInt,
  /** Its position among the entries of its class. */
  classPosition: positiveInt,
  laps: nonNegativeInt,
  /** Laps behind the leader (0 on the leader's lap). */
  lapsDown: nonNegativeInt,
  /** Time behind the leader when it crossed the line on the same lap count (0 for the leader). */
  gapMs: milliseconds,
  lastLapMs: z.optional(milliseconds.check(z.positive())),
  bestLapMs: z.optional(milliseconds.check(z.positive())),
  pitStops: nonNegativeInt,
  status: liveEntryStatus,
});
export type LiveEntry = z.infer<typeof liveEntry>;

/** Where the session stands, and the flag race control shows. */
export const liveSessionStatus = z.enum(['scheduled', 'running', 'finished']);
export type LiveSessionStatus = z.infer<typeof liveSessionStatus>;
export const liveFlag = z.enum([
  'green',
  'yellow',
  'full-course-yellow',
  'safety-car',
  'red',
  'chequered',
]);
export type LiveFlag = z.infer<typeof liveFlag>;

export const liveSession = z.object({
  /** The session's name in the asked locale, e.g. `Course`, `Race`. */
  name: text,
  status: liveSessionStatus,
  flag: liveFlag,
  startsAt: dateTime,
  durationSeconds: positiveInt,
  /** Time raced so far, within 0 and the duration. */
  elapsedSeconds: nonNegativeInt,
});
export type LiveSession = z.infer<typeof liveSession>;

/** `GET live/{site}`: the live timing of the site's race, in order of the classification. */
export const liveTiming = z
  .object({
    site: siteId,
    /** The event's name, e.g. `24 Heures du Mans 2027`. */
    event: text,
    session: liveSession,
    /** When the classification was computed. */
    updatedAt: dateTime,
    entries: z.array(liveEntry),
  })
  .check(
    z.refine(({ session }) => session.elapsedSeconds <= session.durationSeconds, {
      message: 'A session cannot have run longer than it lasts',
      path: ['session', 'elapsedSeconds'],
    }),
    z.refine(({ entries }) => entries.every((entry, index) => entry.position === index + 1), {
      message: 'Entries come in order of their positions, from 1',
      path: ['entries'],
    }),
  );
export type LiveTiming = z.infer<typeof liveTiming>;

/** What the live timing of a site is made of: the entry list and the session, without the timing. */
export const liveRace = z.object({
  site: siteId,
  event: text,
  session: z.object({
    name: text,
    /** Its start, each day, in UTC (`HH:MM`): the local services replay the race every day. */
    dailyStartUtc: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    durationSeconds: positiveInt,
  }),
  entrants: z.array(liveEntrant).check(z.minLength(1)),
});
export type LiveRace = z.infer<typeof liveRace>;

/** A category of news, as a slug (`race`, `tickets`…). */
const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** An item of a news feed: the site's own news (a link to its page) or another site's (absolute). */
export const newsFeedItem = z.object({
  id: text,
  title: text,
  date: dateTime,
  summary: z.string(),
  href: text,
  category: slug,
  /** The category's name in the asked locale. */
  tag: text,
  /** Who published it, when not the site itself. */
  source: z.optional(text),
});
export type NewsFeedItem = z.infer<typeof newsFeedItem>;

/** `GET news/feed/{site}`: the latest news of a site, newest first, and the page that has them all. */
export const newsFeed = z.object({
  site: siteId,
  title: text,
  /** The news page. */
  href: text,
  items: z.array(newsFeedItem),
});
export type NewsFeed = z.infer<typeof newsFeed>;

export const locatorEventType = z.enum(locatorEventTypes);

/** An ISO 3166-1 alpha-2 country code (`FR`, `GB`); the browser names it in the visitor's language. */
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));

/** An event of the organiser around the world (a watch party, an exhibition, a roadshow stop…). */
export const locatorEvent = z
  .object({
    id: text,
    type: locatorEventType,
    title: text,
    summary: z.string(),
    start: dateTime,
    end: dateTime,
    /** Where: the place, its city, its region (optional) and country. */
    venue: text,
    city: text,
    region: z.optional(text),
    country: countryCode,
    /** More about it: a page of the site or another site's. */
    href: z.optional(text),
  })
  .check(
    z.refine(({ start, end }) => Date.parse(start) <= Date.parse(end), {
      message: 'An event cannot end before it starts',
      path: ['end'],
    }),
  );
export type LocatorEvent = z.infer<typeof locatorEvent>;

/** A happening of a site's agenda: when (and until when), what and where. */
export const programEvent = z
  .object({
    id: text,
    start: dateTime,
    end: z.optional(dateTime),
    title: text,
    place: z.optional(text),
  })
  .check(
    z.refine(({ start, end }) => end === undefined || Date.parse(start) <= Date.parse(end), {
      message: 'A happening cannot end before it starts',
      path: ['end'],
    }),
  );
export type ProgramEvent = z.infer<typeof programEvent>;

/** `GET {site}/program-events`: the site's agenda, in order of start. */
export const programEvents = z.array(programEvent).check(
  z.refine(
    (events) =>
      events.every((event, index) => {
        const previous = events[index - 1];
        return !previous || Date.parse(previous.start) <= Date.parse(event.start);
      }),
    { message: 'Happenings come in order of their start' },
  ),
);

export const socialPostNetwork = z.enum(socialNetworkIds);

/** An address on the networks: https only, nothing that could break out of an attribute. */
const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s"'<>]+$/));

/**
 * A post the organiser picked on a network, copied with its picture (served from the content
 * service, so the wall loads nothing of the network's), linking to the original.
 */
export const socialPost = z.object({
  id: text,
  network: socialPostNetwork,
  /** The account that posted it, e.g. `@24hoursoflemans`. */
  author: text,
  text: text,
  href: httpsUrl,
  date: dateTime,
  picture: z.optional(picture),
});
export type SocialPost = z.infer<typeof socialPost>;

/** A `limit` of a query: how many items, 1 to `max`, `fallback` when not asked. */
const queryLimit = (max: number, fallback: number) =>
  z._default(
    z.coerce.number<string | number>().check(z.int(), z.minimum(1), z.maximum(max)),
    fallback,
  );

/** The query of `GET live/{site}`: the locale of the session's name. */
export const liveTimingQuery = z.object({ locale });

/** The query of `GET news/feed/{site}`: a category only, and how many items (10 by default, 50 at most). */
export const newsFeedQuery = z.object({
  locale,
  category: z.optional(slug),
  limit: queryLimit(50, 10),
});

/** The query of `GET event/locator/events`: a country, a type, words of its title or place. */
export const locatorEventsQuery = z.object({
  locale,
  country: z.optional(countryCode),
  type: z.optional(locatorEventType),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

/** The query of `GET {site}/program-events`: the locale of the titles. */
export const programEventsQuery = z.object({ locale });

/** A hashtag, without its `#`. */
const hashtag = z.string().check(z.regex(/^[\p{L}\p{N}_]+$/u));

/** The query of `GET {site}/social-posts`: a hashtag only, and how many (6 by default, 24 at most). */
export const socialPostsQuery = z.object({
  locale,
  hashtag: z.optional(hashtag),
  limit: queryLimit(24, 6),
});
