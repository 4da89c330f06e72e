import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
}

/** The least size of a target on a map, in CSS pixels (WCAG 2.5.5 for a finger), with a pixel spare. */
export const minTargetPixels = 44;

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
}: MapCanvasProps) {
  const ratio = base.width / base.height;
  const fit = `min(100%, ${70 * ratio}dvh, ${base.width * maxPixelsPerUnit}px)`;
  const least = minTarget ? Math.ceil((viewBox.width * (minTargetPixels + 1)) / minTarget) : 0;
  const scroller = useRef<HTMLDivElement>(null);
  // A canvas wider than the screen opens on its middle when the view is centred there.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && centred) box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
  }, [least, centred]);
  return (
    <div ref={scroller} className={styles.scroller}>
      <div
        className={styles.canvas}
        style={{
          aspectRatio: `${base.width} / ${base.height}`,
          width: fit,
          minWidth: least > 0 ? `${least}px` : undefined,
        }}
      >
        <svg
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
