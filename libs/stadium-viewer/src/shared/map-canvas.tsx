import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  canZoom,
  initialCamera,
  type Camera,
  panned,
  revealing,
  viewBoxAttribute,
  viewBoxOf,
  zoomed,
  type Box,
} from '../geometry/camera.js';
import { zoomInFactor, zoomOutFactor } from '../viewer.js';
import type { MapControlsProps } from './map-controls.js';
import { useStableCallback } from './use-stable-callback.js';
import styles from './map-canvas.module.css';

/** The view of a map the controls move: its `viewBox`, the controls' handlers, and `reveal`. */
export interface CameraControls {
  viewBox: Box;
  controls: MapControlsProps;
  /** Centres the view on a point it does not show (the seat the keyboard moved to). */
  reveal: (x: number, y: number, margin?: number) => void;
}

/**
 * The zoom and pan of a map of `base` (keep it the same object while the map is the same): it starts,
 * and resets, on `start` (the whole map unless told; keep it the same object too). The handlers keep their identity, so memoized controls do not re-render.
 */
export function useCamera(base: Box, start: Camera = initialCamera): CameraControls {
  const [camera, setCamera] = useState(start);
  const handlers = useMemo(
    () => ({
      onZoom: (factor: number) => setCamera((current) => zoomed(current, factor)),
      onPan: (dx: number, dy: number) => setCamera((current) => panned(base, current, dx, dy)),
      onReset: () => setCamera(start),
      reveal: (x: number, y: number, margin?: number) =>
        setCamera((current) => revealing(base, current, x, y, margin)),
    }),
    [base, start],
  );
  const { reveal, ...moves } = handlers;
  return {
    viewBox: viewBoxOf(base, camera),
    controls: {
      ...moves,
      canZoomIn: canZoom(camera, zoomInFactor),
      canZoomOut: canZoom(camera, zoomOutFactor),
    },
    reveal,
  };
}

export interface MapCanvasProps {
  /** The whole map, which sets the canvas's proportions. */
  base: Box;
  /** The part of it shown. */
  viewBox: Box;
  /** The map's accessible name. */
  label: string;
  children: ReactNode;
  /** HTML drawn over the map (the tooltip), positioned in percent of the canvas. */
  overlay?: ReactNode;
  /**
   * The size, in map units, of the smallest thing to touch on it (a block, a seat): the canvas is never
   * drawn so small that it is under `minTargetPixels`, and scrolls (a finger pans it) when it must be
   * larger than the screen.
   */
  minTarget?: number;
  /** A canvas wider than its box opens scrolled to its middle (the top view's framed stand), not its start. */
  centred?: boolean;
  /**
   * Told which part of the map the box shows (map units), once laid out and whenever a scroll, a
   * resize or the view box changes it: a map that draws only what is in view (the seats) listens.
   */
  onShownChange?: (shown: Box) => void;
}

/** The least size of a target on a map, in CSS pixels (WCAG 2.5.5 for a finger), with a pixel spare. */
export const minTargetPixels = 44;

/** The share of the screen's height a map takes at most: the canvas fits in it, or its box scrolls. */
const heightShare = 0.7;

/** The least width of a canvas showing `viewBox`, in CSS px, for its smallest target (`minTarget` map units). */
const leastWidth = (viewBox: Box, minTarget: number | undefined) =>
  minTarget ? Math.ceil((viewBox.width * (minTargetPixels + 1)) / minTarget) : 0;

/**
 * What a canvas showing `viewBox` shows of it in its box scrolled to the start, before it is laid
 * out, at most: the canvas is at least its least width, its box no larger than the screen's width and
 * `heightShare` of its height.
 */
export function shownAtFirst(viewBox: Box, minTarget: number | undefined): Box {
  const least = leastWidth(viewBox, minTarget);
  if (least <= 0 || typeof window === 'undefined') return viewBox;
  const perPixel = viewBox.width / least;
  return {
    x: viewBox.x,
    y: viewBox.y,
    width: Math.min(viewBox.width, window.innerWidth * perPixel),
    height: Math.min(viewBox.height, window.innerHeight * heightShare * perPixel),
  };
}

/** The part of `viewBox` drawn in `svg` that its scrolling `box` shows; null before layout. */
function shownPart(box: HTMLElement, svg: SVGSVGElement, viewBox: Box): Box | null {
  const drawn = svg.getBoundingClientRect();
  if (drawn.width <= 0 || drawn.height <= 0) return null;
  const frame = box.getBoundingClientRect();
  const frameLeft = frame.left + box.clientLeft;
  const frameTop = frame.top + box.clientTop;
  const left = Math.max(drawn.left, frameLeft);
  const top = Math.max(drawn.top, frameTop);
  const right = Math.min(drawn.right, frameLeft + box.clientWidth);
  const bottom = Math.min(drawn.bottom, frameTop + box.clientHeight);
  const perX = viewBox.width / drawn.width;
  const perY = viewBox.height / drawn.height;
  return {
    x: viewBox.x + (left - drawn.left) * perX,
    y: viewBox.y + (top - drawn.top) * perY,
    width: Math.max(0, right - left) * perX,
    height: Math.max(0, bottom - top) * perY,
  };
}

/** A map unit is drawn at most this many CSS pixels: a block of a few seats does not fill a screen. */
const maxPixelsPerUnit = 3;

/**
 * An SVG map as wide as it may be while the whole of it fits in 70 % of the screen's height, and wide
 * enough that its smallest target (`minTarget`) is a finger's size, in a box that scrolls otherwise. The
 * canvas keeps the map's proportions, so a point of the view box sits at the same percentage of the
 * canvas (`percentOf`), which is how the tooltip finds its block.
 */
export function MapCanvas({
  base,
  viewBox,
  label,
  children,
  overlay,
  minTarget,
  centred = false,
  onShownChange,
}: MapCanvasProps) {
  const ratio = base.width / base.height;
  const fit = `min(100%, ${heightShare * 100 * ratio}dvh, ${base.width * maxPixelsPerUnit}px)`;
  const least = leastWidth(viewBox, minTarget);
  const scroller = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  // A canvas wider than the screen opens on its middle when the view is centred there.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && centred) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
  }, [least, centred]);

  const listens = onShownChange !== undefined;
  const tellShown = useStableCallback(() => {
    const box = scroller.current;
    const svg = svgRef.current;
    const shown = box && svg ? shownPart(box, svg, viewBox) : null;
    if (shown) onShownChange?.(shown);
  });
  // Before the first paint and after each change of the view box: what is drawn is in the same frame.
  const { x, y, width, height } = viewBox;
  useLayoutEffect(() => {
    if (listens) tellShown();
  }, [listens, tellShown, x, y, width, height, least]);
  // Scroll events and resize observations come in a frame's rendering steps, before its paint: what
  // they bring into view is drawn in that frame, not the next.
  useEffect(() => {
    const box = scroller.current;
    if (!listens || !box) return undefined;
    const tell = () => flushSync(tellShown);
    box.addEventListener('scroll', tell, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tell);
    resizes?.observe(box);
    return () => {
      box.removeEventListener('scroll', tell);
      resizes?.disconnect();
    };
  }, [listens, tellShown]);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      style={{ maxHeight: `${heightShare * 100}dvh` }}
    >
      <div
        className={styles.canvas}
        style={{
          aspectRatio: `${base.width} / ${base.height}`,
          width: fit,
          minWidth: least > 0 ? `${least}px` : undefined,
        }}
      >
        <svg
          ref={svgRef}
          className={styles.svg}
          role="group"
          aria-label={label}
          viewBox={viewBoxAttribute(viewBox)}
          preserveAspectRatio="xMidYMid meet"
        >
          {children}
        </svg>
        {overlay}
      </div>
    </div>
  );
}

/** Where a point of the map is on the canvas, in percent of its width and height. */
export function percentOf(viewBox: Box, x: number, y: number): { left: string; top: string } {
  return {
    left: `${((x - viewBox.x) / viewBox.width) * 100}%`,
    top: `${((y - viewBox.y) / viewBox.height) * 100}%`,
  };
}

export interface MapTooltipProps {
  text: string;
  /** CSS lengths from the canvas's top left corner to the point the tooltip stands above. */
  left: string;
  top: string;
}

/**
 * A block's tooltip: the same words as the block's accessible name, for the eye. It lets the pointer
 * through (moving onto it keeps the block hovered) and Escape hides it (WCAG 1.4.13).
 */
export function MapTooltip({ text, left, top }: MapTooltipProps) {
  return (
    <div role="tooltip" className={styles.tooltip} style={{ left, top }}>
      {text}
    </div>
  );
}
