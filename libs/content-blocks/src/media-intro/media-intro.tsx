import { intlLocale } from '@paddock/i18n';
import { useLingui } from '@lingui/react';
import { useId, useSyncExternalStore } from 'react';
import type { MediaIntroData, PictureData } from '@paddock/api-clients/blocks';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture, CtaLink } from '../kit/parts.js';
import { useEmbedConsent } from '../kit/embed-consent.js';
import { YoutubeFrame } from '../kit/youtube-frame.js';
import styles from './media-intro.module.css';
import { dateTimeFormat, eventTimeZone } from '@paddock/api-clients/lite';

// The youtube block's texts: one wording for every facade of the site.
const texts = {
  notice: /*i18n*/ {
    id: 'blocks.youtube.notice',
    message: 'The video loads from YouTube when you play it.',
  },
};

const countdownTexts = {
  title: /*i18n*/ { id: 'blocks.media-intro.countdown', message: 'Race start in' },
};

/*
 * Each unit's name, singular or plural by its count. Lingui's plurals, not Intl's unit format: making
 * the first `Intl.NumberFormat` of a unit loads the browser's unit data, about 25 ms of main thread
 * (100 ms on a mid-range phone) in the middle of the home's hydration.
 */
const unitNames = {
  day: /*i18n*/ {
    id: 'blocks.media-intro.days',
    message: '{count, plural, one {day} other {days}}',
  },
  hour: /*i18n*/ {
    id: 'blocks.media-intro.hours',
    message: '{count, plural, one {hour} other {hours}}',
  },
  minute: /*i18n*/ {
    id: 'blocks.media-intro.minutes',
    message: '{count, plural, one {minute} other {minutes}}',
  },
  second: /*i18n*/ {
    id: 'blocks.media-intro.seconds',
    message: '{count, plural, one {second} other {seconds}}',
  },
};

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
/** Each unit of the countdown: its size, and the larger unit it counts within. */
const units = [
  ['day', 24 * hour, Infinity],
  ['hour', hour, 24 * hour],
  ['minute', minute, hour],
  ['second', second, minute],
] as const;

/**
 * The clock every countdown of the page reads: an external store ticking each second while one is
 * shown. The server has none (`null`), nor the browser until a countdown subscribes.
 */
const clock = {
  now: 0,
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
};

function subscribeToClock(listener: () => void) {
  clock.listeners.add(listener);
  if (clock.timer === undefined) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const each of clock.listeners) each();
    }, second);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

const readClock = () => (clock.timer === undefined ? null : clock.now);
const noClock = () => null;

/**
 * The time left until `to`, in days, hours, minutes and seconds, ticking each second; the date itself
 * under it. The server (and the browser's first render) shows the date and empty units, so the page
 * does not move when the count starts; once `to` has passed the countdown goes away.
 */
function Countdown({ to }: { to: string }) {
  const { i18n } = useLingui();
  const now = useSyncExternalStore(subscribeToClock, readClock, noClock);
  const target = Date.parse(to);
  if (now !== null && now >= target) return null;
  const left = now === null ? 0 : target - now;
  const locale = intlLocale(i18n.locale);
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownTitle}>{i18n._(countdownTexts.title)}</p>
      {/* Empty until the browser counts: nothing to read before then. */}
      <ul className={styles.units} aria-hidden={now === null ? true : undefined}>
        {units.map(([unit, size, within]) => {
          const value = Math.floor((left % within) / size);
          // Before the count, the plural (the server's words, read by no one: the list is hidden).
          const name = i18n._(unitNames[unit].id, { count: now === null ? 2 : value });
          const shown = now === null ? '–' : String(value).padStart(unit === 'day' ? 1 : 2, '0');
          // Chromium counts centred text whose width changes as a layout shift, never an element
          // that appears in the room the one before it kept. So each span is new when its text's
          // width may change: the count replacing the server's dash, a day count losing a digit, a
          // unit's name turning singular ("1 seconde") or plural again.
          return (
            <li key={unit} className={styles.unit}>
              <span key={now === null ? 'placeholder' : shown.length} className={styles.value}>
                {shown}
              </span>{' '}
              <span key={name} className={styles.unitName}>
                {name}
              </span>
            </li>
          );
        })}
      </ul>
      <time dateTime={to} className={styles.countdownDate}>
        {dateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: eventTimeZone,
        }).format(target)}
      </time>
    </div>
  );
}

/** The youtube block's facade, as the intro's media; its notice while it is not playing. */
function VideoFacade({
  youtubeId,
  title,
  poster,
}: {
  youtubeId: string;
  title: string;
  poster: PictureData;
}) {
  const { i18n } = useLingui();
  const video = useEmbedConsent();
  return (
    <>
      <YoutubeFrame video={video} youtubeId={youtubeId} title={title} poster={poster} eager />
      {video.show ? null : <p className={styles.notice}>{i18n._(texts.notice)}</p>}
    </>
  );
}

/**
 * A page's introduction beside a large media: a picture, or a YouTube video behind it as its poster.
 * The title, its subtitle, a text (line breaks kept), up to two calls to action and a countdown to the
 * race start; the media left (default) or right on desktop, first on phones. An introduction opens its
 * page: its picture loads at once.
 */
export function MediaIntro({
  data: {
    title,
    subtitle,
    text,
    picture,
    youtubeId,
    countdownTo,
    ctas = [],
    layout = 'media-left',
  },
}: BlockProps<MediaIntroData>) {
  const heading = useId();
  return (
    <section
      // Only `media-right` has rules of its own (a class `undefined` otherwise).
      className={[styles.mediaIntro, styles[layout]].filter(Boolean).join(' ')}
      aria-labelledby={heading}
      data-layout={layout}
    >
      <div className={styles.media}>
        {youtubeId ? (
          <VideoFacade youtubeId={youtubeId} title={title} poster={picture} />
        ) : (
          <BlockPicture picture={picture} className={styles.picture} eager />
        )}
      </div>
      <div className={styles.body}>
        <hgroup className={styles.heading}>
          <h2 id={heading} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </hgroup>
        {text ? <p className={styles.text}>{text}</p> : null}
        {countdownTo ? <Countdown to={countdownTo} /> : null}
        {ctas.length > 0 ? (
          <div className={styles.ctas}>
            {ctas.map((cta) => (
              <CtaLink key={`${cta.href} ${cta.text}`} cta={cta} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
