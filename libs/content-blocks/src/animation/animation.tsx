import { useLingui } from '@lingui/react';
import type { AnimationData } from '@paddock/api-clients/blocks';
import { useEffect, useRef, useState, useCallback, type RefObject } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import styles from './animation.module.css';
import { frameClasses, SectionFrame } from '../kit/section/section-frame.js';

const texts = {
  pause: /*i18n*/ { id: 'blocks.animation.pause', message: 'Pause the animation' },
  play: /*i18n*/ { id: 'blocks.animation.play', message: 'Play the animation' },
  replay: /*i18n*/ { id: 'blocks.animation.replay', message: 'Replay the animation' },
  moments: /*i18n*/ { id: 'blocks.animation.moments', message: 'Key moments' },
};

/**
 * The circuit, drawn once: a closed line from the start line round the lap (pit straight, Dunlop,
 * Tertre Rouge, the long straight, Mulsanne, Indianapolis, Arnage, the Porsche curves), in a 400×240 box.
 */
const lap: readonly (readonly [number, number])[] = [
  [340, 190],
  [368, 160],
  [370, 122],
  [350, 98],
  [300, 82],
  [120, 42],
  [72, 36],
  [42, 52],
  [46, 82],
  [80, 120],
  [108, 150],
  [100, 176],
  [122, 196],
  [170, 202],
  [202, 186],
  [258, 206],
  [300, 216],
  [330, 206],
  [340, 190],
];
const lapPoints = lap.map(([x, y]) => `${x},${y}`).join(' ');
const segments = lap.slice(1).map(([x, y], i) => {
  const [px, py] = lap[i] ?? [x, y];
  return Math.hypot(x - px, y - py);
});
const lapLength = segments.reduce((sum, length) => sum + length, 0);

/** The point of the lap at `t` (0 at the start line, 1 back on it). */
function pointAt(t: number): readonly [number, number] {
  let left = Math.min(Math.max(t, 0), 1) * lapLength;
  for (const [i, length] of segments.entries()) {
    const [ax, ay] = lap[i] ?? [0, 0];
    const [bx, by] = lap[i + 1] ?? [0, 0];
    if (left <= length) {
      const k = length === 0 ? 0 : left / length;
      return [ax + (bx - ax) * k, ay + (by - ay) * k];
    }
    left -= length;
  }
  return lap[0] ?? [0, 0];
}

const easeInOut = (k: number) => (k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2);

type Moment = AnimationData['moments'][number];

/** Where the car is drawn, 0 to 1 round the lap: the state shown and its latest value. */
interface Car {
  shown: RefObject<number>;
  setProgress: (progress: number) => void;
}

/**
 * The car drives to `target` over half the moment's `duration` at most (forward, across the line
 * when it loops), or jumps there when not `smooth`.
 */
function useCarDrive(
  target: number,
  smooth: boolean,
  duration: number,
  { shown, setProgress }: Car,
) {
  useEffect(() => {
    if (!smooth || typeof requestAnimationFrame !== 'function') {
      shown.current = target;
      setProgress(target);
      return;
    }
    const from = shown.current;
    const to = target < from ? target + 1 : target;
    const span = Math.min(1500, duration * 0.5);
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const k = Math.min(1, (now - start) / span);
      const value = from + (to - from) * easeInOut(k);
      shown.current = value > 1 ? value - 1 : value;
      setProgress(shown.current);
      if (k < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, smooth, duration, shown, setProgress]);
}

/**
 * The moment shown and whether it plays: the last, still, until the browser starts it (unless the
 * visitor prefers reduced motion), then the next after each `duration`, looping or stopping.
 */
function useMoments(
  moments: readonly Moment[],
  duration: number,
  loop: boolean,
  restartCar: () => void,
) {
  const last = moments.length - 1;
  const [index, setIndex] = useState(last);
  const [playing, setPlaying] = useState(false);
  const [smooth, setSmooth] = useState(false);

  // Start once in the browser, unless the visitor prefers reduced motion (then, or when they change
  // their mind, the last moment stays, still).
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query?.matches) {
      restartCar();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- it starts in the browser only: the server renders the last moment
      setIndex(0);
      setSmooth(true);
      setPlaying(true);
    }
    const onChange = () => {
      setSmooth(!query?.matches);
      if (query?.matches) {
        setPlaying(false);
        setIndex(last);
      }
    };
    query?.addEventListener?.('change', onChange);
    return () => query?.removeEventListener?.('change', onChange);
  }, [last, restartCar]);

  // The next moment after `duration`; after the last, the first again or a stop.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (index < last) setIndex(index + 1);
      else if (loop) setIndex(0);
      else setPlaying(false);
    }, duration);
    return () => window.clearTimeout(timer);
  }, [playing, index, last, loop, duration]);

  const toggle = () => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (index === last && !loop) setIndex(0);
    setPlaying(true);
  };
  const ended = !playing && !loop && index === last && smooth;
  return { index, playing, smooth, ended, toggle };
}

/** The drawing: the lap, the trail driven so far, the moments' numbers and the car. */
function CircuitDrawing({
  moments,
  index,
  progress,
}: {
  moments: readonly Moment[];
  index: number;
  progress: number;
}) {
  const [carX, carY] = pointAt(progress);
  return (
    <svg className={styles.circuit} viewBox="0 0 400 240" aria-hidden="true" focusable="false">
      <polyline className={styles.track} points={lapPoints} />
      <polyline
        className={styles.trail}
        points={lapPoints}
        pathLength={100}
        strokeDasharray="100 100"
        strokeDashoffset={100 - progress * 100}
      />
      <line className={styles.line} x1="330" y1="182" x2="350" y2="198" />
      {moments.map((moment, i) => {
        const [x, y] = pointAt(moment.at);
        return (
          <g
            key={`${moment.title} ${i}`}
            className={[
              styles.marker,
              i <= index ? styles.reached : '',
              i === index ? styles.current : '',
            ].join(' ')}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
          >
            <circle r="10" />
            <text y="0.5" dominantBaseline="middle" textAnchor="middle">
              {i + 1}
            </text>
          </g>
        );
      })}
      <circle
        className={styles.car}
        r="6"
        transform={`translate(${carX.toFixed(1)} ${carY.toFixed(1)})`}
      />
    </svg>
  );
}

/**
 * A storytelling animation over a drawing of the circuit: a car laps it, stopping at each key moment,
 * whose number lights up on the track and whose caption is highlighted in the list beside. The list
 * holds every caption, so screen readers (the drawing is hidden from them) miss nothing.
 *
 * The server renders the last moment, still; in the browser it plays unless the visitor prefers
 * reduced motion, and the pause button stops it (it would move longer than 5 seconds). With reduced
 * motion, play steps through the moments without moving the car between them.
 */
export function Animation({
  data: { title, intro, moments, duration = 4000, loop = true },
}: BlockProps<AnimationData>) {
  const { i18n } = useLingui();
  const lastAt = moments[moments.length - 1]?.at ?? 1;
  const [progress, setProgress] = useState(lastAt);
  const shown = useRef(lastAt);
  // The car starts from the line when the animation starts.
  const restartCar = useCallback(() => {
    shown.current = 0;
    setProgress(0);
  }, []);
  const { index, playing, smooth, ended, toggle } = useMoments(moments, duration, loop, restartCar);
  useCarDrive(moments[index]?.at ?? 0, smooth, duration, { shown, setProgress });
  const Heading = title ? 'h3' : 'h2';
  const current = moments[index];

  return (
    <SectionFrame
      title={title}
      intro={intro}
      classes={{ ...frameClasses.intro, section: styles.section }}
    >
      <button type="button" className={styles.toggle} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 5l12 7-12 7V5Z" />}
        </svg>
        {i18n._(playing ? texts.pause : ended ? texts.replay : texts.play)}
      </button>
      <div className={styles.layout}>
        <div className={styles.stage}>
          <p className={styles.now} aria-hidden="true">
            {current?.label}
          </p>
          <CircuitDrawing moments={moments} index={index} progress={progress} />
        </div>
        <ol className={styles.moments} aria-label={i18n._(texts.moments)}>
          {moments.map((moment, i) => (
            <li
              key={`${moment.title} ${i}`}
              className={[styles.moment, i === index ? styles.active : ''].join(' ')}
              aria-current={i === index ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <div className={styles.momentBody}>
                <p className={styles.label}>{moment.label}</p>
                <Heading className={styles.momentTitle}>{moment.title}</Heading>
                <p className={styles.caption}>{moment.caption}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </SectionFrame>
  );
}
