import type { MapPoint } from '../viewer.js';
import type { Box } from './camera.js';

/** The `points` attribute of an SVG polygon or polyline. */
export function pointsAttribute(points: readonly MapPoint[]): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/** The smallest rectangle holding every point. */
export function boundsOf(points: readonly MapPoint[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return points.length === 0
    ? { x: 0, y: 0, width: 0, height: 0 }
    : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The smallest rectangle holding every box. */
export function unionOf(boxes: readonly Box[]): Box {
  return boundsOf(
    boxes.flatMap((box): MapPoint[] => [
      [box.x, box.y],
      [box.x + box.width, box.y + box.height],
    ]),
  );
}

/** Whether dark text reads better than white on a `#rrggbb` fill (WCAG relative luminance). */
export function prefersDarkText(hex: string): boolean {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The luminance where black and white text have the same contrast.
  return luminance > 0.179;
}
