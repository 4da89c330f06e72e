import { describe, expect, it } from 'vitest';
import { panStep, zoomInFactor, zoomOutFactor } from '../viewer.js';
import {
  canZoom,
  covers,
  framing,
  grown,
  initialCamera,
  maxScale,
  minScale,
  panned,
  revealing,
  viewBoxAttribute,
  viewBoxOf,
  zoomed,
} from './camera.js';

const base = { x: 0, y: 0, width: 1000, height: 600 };
const box = (camera = initialCamera) => viewBoxAttribute(viewBoxOf(base, camera));

describe('camera', () => {
  it('starts on the whole map', () => {
    expect(box()).toBe('0 0 1000 600');
  });

  it('zooms in by 2 and out by 0.5 around the centre of the view', () => {
    expect(box(zoomed(initialCamera, zoomInFactor))).toBe('250 150 500 300');
    expect(box(zoomed(initialCamera, zoomOutFactor))).toBe('-500 -300 2000 1200');
    expect(box(zoomed(zoomed(initialCamera, zoomInFactor), zoomOutFactor))).toBe('0 0 1000 600');
  });

  it('stops zooming at its limits', () => {
    let camera = initialCamera;
    for (let i = 0; i < 10; i += 1) camera = zoomed(camera, zoomInFactor);
    expect(camera.scale).toBe(maxScale);
    expect(canZoom(camera, zoomInFactor)).toBe(false);
    for (let i = 0; i < 10; i += 1) camera = zoomed(camera, zoomOutFactor);
    expect(camera.scale).toBe(minScale);
    expect(canZoom(camera, zoomOutFactor)).toBe(false);
  });

  it('pans in steps of 50 map units, whatever the zoom', () => {
    expect(box(panned(base, initialCamera, panStep, 0))).toBe('50 0 1000 600');
    expect(box(panned(base, initialCamera, 0, -panStep))).toBe('0 -50 1000 600');
    const closer = zoomed(initialCamera, zoomInFactor);
    expect(box(panned(base, closer, -panStep, panStep))).toBe('200 200 500 300');
  });

  it('keeps the centre of the view on the map', () => {
    let camera = initialCamera;
    for (let i = 0; i < 20; i += 1) camera = panned(base, camera, panStep, panStep);
    expect(camera).toMatchObject({ offsetX: 500, offsetY: 300 });
  });

  it('reveals a point outside the view by centring on it, and leaves a shown one', () => {
    const closer = zoomed(zoomed(initialCamera, zoomInFactor), zoomInFactor);
    expect(revealing(base, closer, 500, 300)).toBe(closer);
    expect(box(revealing(base, closer, 900, 100))).toBe('775 25 250 150');
  });

  it('works on a map that does not start at 0, 0', () => {
    const shifted = { x: -100, y: 0, width: 400, height: 200 };
    expect(viewBoxAttribute(viewBoxOf(shifted, initialCamera))).toBe('-100 0 400 200');
    expect(viewBoxAttribute(viewBoxOf(shifted, zoomed(initialCamera, 2)))).toBe('0 50 200 100');
  });
});

describe('framing', () => {
  it('centres the view on a part of the map, as large as it fits with a margin', () => {
    const camera = framing(base, { x: 700, y: 300, width: 100, height: 100 }, 0.25);
    // 150 × 150 with the margin: the height limits, 600 / 150.
    expect(camera.scale).toBe(4);
    expect(box(camera)).toBe('625 275 250 150');
  });

  it('never shows less than the whole map nor zooms past the limit', () => {
    expect(framing(base, { x: 500, y: 0, width: 900, height: 500 })).toEqual(initialCamera);
    expect(framing(base, { x: 10, y: 10, width: 1, height: 1 }).scale).toBe(maxScale);
    expect(framing(base, { x: 10, y: 10, width: 0, height: 0 })).toEqual(initialCamera);
  });
});

describe('boxes', () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };

  it('tells a box that lies within another, edges included', () => {
    expect(covers(box, box)).toBe(true);
    expect(covers(box, { x: 20, y: 30, width: 10, height: 10 })).toBe(true);
    expect(covers(box, { x: 5, y: 30, width: 10, height: 10 })).toBe(false);
    expect(covers(box, { x: 100, y: 30, width: 20, height: 10 })).toBe(false);
    expect(covers(box, { x: 20, y: 60, width: 10, height: 20 })).toBe(false);
  });

  it('grows a box by a share of its size on each side', () => {
    expect(grown(box, 0.25)).toEqual({ x: -15, y: 7.5, width: 150, height: 75 });
    expect(covers(grown(box, 0.25), box)).toBe(true);
  });
});
