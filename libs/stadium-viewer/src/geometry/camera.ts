import { panStep, zoomInFactor, zoomOutFactor } from '../viewer.js';

/** A rectangle of the map, in the map's own units: what an SVG `viewBox` shows. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the map's controls have taken the view: a zoom scale and the offset of the view's centre from
 * the centre of the whole map. Kept relative to the map, so a map that is redrawn (the seats of a block
 * reloaded) keeps its view.
 */
export interface Camera {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** From twice as far as the whole map (one zoom out) to 16 times closer (four zooms in). */
export const minScale = zoomOutFactor;
export const maxScale = zoomInFactor ** 4;

export const initialCamera: Camera = { scale: 1, offsetX: 0, offsetY: 0 };

/** The part of `base` the camera shows. */
export function viewBoxOf(base: Box, camera: Camera): Box {
  const width = base.width / camera.scale;
  const height = base.height / camera.scale;
  return {
    x: base.x + base.width / 2 + camera.offsetX - width / 2,
    y: base.y + base.height / 2 + camera.offsetY - height / 2,
    width,
    height,
  };
}

/** Whether `inner` lies wholly within `outer`. */
export const covers = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** `box` with `share` of its width and of its height added on each side. */
export const grown = (box: Box, share: number): Box => ({
  x: box.x - box.width * share,
  y: box.y - box.height * share,
  width: box.width * (1 + 2 * share),
  height: box.height * (1 + 2 * share),
});

const rounded = (n: number) => String(Math.round(n * 1000) / 1000);

/** `x y width height`, as the `viewBox` attribute wants it. */
export function viewBoxAttribute(box: Box): string {
  return [box.x, box.y, box.width, box.height].map(rounded).join(' ');
}

export const canZoom = (camera: Camera, factor: number) => {
  const scale = camera.scale * factor;
  return scale >= minScale && scale <= maxScale;
};

/** Zoomed by `factor` (2 closer, 0.5 farther) around the view's centre; unchanged beyond the limits. */
export function zoomed(camera: Camera, factor: number): Camera {
  return canZoom(camera, factor) ? { ...camera, scale: camera.scale * factor } : camera;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** Moved by `dx`, `dy` map units; the view's centre stays on the map. */
export function panned(base: Box, camera: Camera, dx: number, dy: number): Camera {
  return {
    ...camera,
    offsetX: clamp(camera.offsetX + dx, base.width / 2),
    offsetY: clamp(camera.offsetY + dy, base.height / 2),
  };
}

/** Centred on a point of the map unless the view already shows it (`margin` around it). */
export function revealing(base: Box, camera: Camera, x: number, y: number, margin = 0): Camera {
  const around = { x: x - margin, y: y - margin, width: 2 * margin, height: 2 * margin };
  if (covers(viewBoxOf(base, camera), around)) return camera;
  return {
    ...camera,
    offsetX: clamp(x - (base.x + base.width / 2), base.width / 2),
    offsetY: clamp(y - (base.y + base.height / 2), base.height / 2),
  };
}

/** The pan of each control, in steps of `panStep` map units (SPEC §9). */
export const panMoves = {
  up: [0, -panStep],
  left: [-panStep, 0],
  right: [panStep, 0],
  down: [0, panStep],
} as const satisfies Record<string, readonly [number, number]>;
export type PanDirection = keyof typeof panMoves;

/**
 * The camera that shows `focus` (a part of `base`) as large as it fits, with `margin` (a fraction of its
 * size) around it: the top view opens on the grandstand the ticket sells. Never farther than the whole
 * map nor closer than `maxScale`.
 */
export function framing(base: Box, focus: Box, margin = 0.15): Camera {
  if (focus.width <= 0 || focus.height <= 0) return initialCamera;
  const width = focus.width * (1 + 2 * margin);
  const height = focus.height * (1 + 2 * margin);
  const scale = Math.min(maxScale, Math.min(base.width / width, base.height / height));
  // What needs the whole map (or more) is shown as the whole map, centred.
  if (scale <= 1) return initialCamera;
  return {
    scale,
    offsetX: focus.x + focus.width / 2 - (base.x + base.width / 2),
    offsetY: focus.y + focus.height / 2 - (base.y + base.height / 2),
  };
}
