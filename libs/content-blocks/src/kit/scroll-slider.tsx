import { Icon } from '@paddock/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './scroll-slider.module.css';

/** Where a sideways list stands: whether it can scroll back (`start` false) or on (`end` false). */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/**
 * A sideways scrolling list's edges, measured as it scrolls and resizes, and `scroll` to move it a
 * page back or on (at once for visitors who ask for reduced motion).
 */
export function useScrollEdges() {
  const list = useRef<HTMLUListElement>(null);
  // null until the list is first measured: on the server, at hydration, until its first layout.
  const [edges, setEdges] = useState<ScrollEdges | null>(null);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const scrollStart = Math.abs(element.scrollLeft);
    setEdges({
      start: scrollStart <= 1,
      end: scrollStart + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // A ResizeObserver reports the list once the browser has laid it out, then on every resize: the
    // first measure reads what the browser has computed instead of forcing a style recalc in the
    // effect, in the middle of the hydration's task (1.1–3.7 ms on the home at full speed).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy?.({
      left: direction * rtl * element.clientWidth * 0.85,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  return { list, edges: edges ?? allInView, measured: edges !== null, measure, scroll };
}

/** What a list's edges say before it is measured: all in view. */
const allInView: ScrollEdges = { start: true, end: true };

/** How a list that overflows shows its buttons before it is measured: back off, on on. */
const overflowing: ScrollEdges = { start: true, end: false };

export interface SliderControlsProps {
  edges: ScrollEdges;
  scroll: (direction: 1 | -1) => void;
  previousLabel: string;
  nextLabel: string;
  /** The classes of the buttons' box and of each button (the slider's own by default). */
  classes?: { controls?: string | undefined; control?: string | undefined } | undefined;
  /**
   * The list is not measured yet: the row is not hidden but marked `data-unmeasured`, for the slider's
   * CSS to say from its slides whether it takes its room, and its buttons show as an overflowing
   * list's (back off, on on) whatever `edges` says.
   */
  unmeasured?: boolean | undefined;
}

/** The previous and next buttons of a sideways list: disabled at either end, hidden when all fits. */
export function SliderControls({
  edges,
  scroll,
  previousLabel,
  nextLabel,
  classes = styles,
  unmeasured = false,
}: SliderControlsProps) {
  const shown = unmeasured ? overflowing : edges;
  return (
    <div
      className={classes.controls}
      hidden={shown.start && shown.end}
      data-unmeasured={unmeasured || undefined}
    >
      <button
        type="button"
        className={classes.control}
        onClick={() => scroll(-1)}
        disabled={shown.start}
      >
        <Icon name="arrow-left" label={previousLabel} />
      </button>
      <button
        type="button"
        className={classes.control}
        onClick={() => scroll(1)}
        disabled={shown.end}
      >
        <Icon name="arrow-right" label={nextLabel} />
      </button>
    </div>
  );
}

export interface ScrollSliderProps {
  /** Names the scrolling list (a region keyboard users can scroll with the arrows). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The slides, each an `<li>`. */
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A horizontally scrolling list with scroll-snap and previous/next buttons (disabled at either end,
 * hidden when everything fits). No autoplay: it only moves when the visitor asks. Until the list is
 * measured (the server's HTML, the hydration), its CSS gives the buttons their room when the slides
 * will overflow, so the block does not grow when they show.
 */
export function ScrollSlider({
  label,
  previousLabel,
  nextLabel,
  children,
  className,
}: ScrollSliderProps) {
  const { list, edges, measured, scroll } = useScrollEdges();
  return (
    <div className={[styles.slider, className].filter(Boolean).join(' ')}>
      {/* Scrollable with the keyboard when its slides hold nothing focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={list} className={styles.track} aria-label={label} tabIndex={0}>
        {children}
      </ul>
      <SliderControls
        edges={edges}
        unmeasured={!measured}
        scroll={scroll}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
      />
    </div>
  );
}
