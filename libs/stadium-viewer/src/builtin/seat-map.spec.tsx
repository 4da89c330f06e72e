import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bigBlockAvailability,
  bigBlockSeats,
  fixtureAvailability,
  fixtureBlockSeats,
} from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import BuiltinStadiumViewer from './builtin-stadium-viewer.js';
import { drawnWholeUpTo } from './seat-map.js';
import type * as SeatMarkModule from './seat-mark.js';
import type { SeatMarkProps } from './seat-mark.js';

// Counts the renders of every seat: the seat map memoizes the real SeatMark, which this wraps.
const renders = vi.hoisted(() => ({ seatIds: [] as string[] }));
vi.mock('./seat-mark.js', async (importOriginal) => {
  const actual = await importOriginal<typeof SeatMarkModule>();
  return {
    ...actual,
    SeatMark(props: SeatMarkProps) {
      renders.seatIds.push(props.seatId);
      return actual.SeatMark(props);
    },
  };
});

const commits: { phase: string; duration: number }[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => {
  commits.push({ phase, duration: actualDuration });
};

const seatsOf = () => ({ blockSeats: bigBlockSeats, availability: bigBlockAvailability });
const isFree = (id: string) => bigBlockAvailability.get(id) === true;
const freeSeatIds = bigBlockSeats.seats.map(({ id }) => id).filter(isFree);
/** A seat by its row and place in the row (70 a row, numbered through the block), free or taken. */
const seatAt = (container: HTMLElement, row: number, place: number) => {
  const number = String((row - 1) * 70 + place).padStart(4, '0');
  const name = `Block T12-C, row R${String(row).padStart(2, '0')}, seat ${number},`;
  return container.querySelector(`circle[aria-label^="${name}"]`);
};

function renderBigBlock() {
  return renderInLocale(
    <Profiler id="viewer" onRender={onRender}>
      <ViewerDemo locale="en" initialBlockId={bigBlockSeats.blockId} seatsOf={seatsOf}>
        {(props) => <BuiltinStadiumViewer {...props} />}
      </ViewerDemo>
    </Profiler>,
    { locale: 'en' },
  );
}

const seatElement = (container: HTMLElement, seatId: string) => {
  const element = container.querySelector(`[data-seat-id="${seatId}"]`);
  if (!element) throw new Error(`No seat ${seatId}`);
  return element;
};
const drawnSeatIds = (container: HTMLElement) =>
  [...container.querySelectorAll('circle[data-seat-id]')].map(
    (seat) => seat.getAttribute('data-seat-id') ?? '',
  );
const drawnSeatCount = (container: HTMLElement) =>
  container.querySelectorAll('circle[role="button"]').length;

/** A press on a seat as a browser sends it: the pointer down, the focus it gives, the click. */
function press(seat: Element) {
  act(() => {
    fireEvent.pointerDown(seat);
    (seat as SVGElement).focus();
    fireEvent.click(seat);
  });
}

/**
 * Lays the map out as a browser would (a DOM without layout has no sizes): the canvas `width` CSS px
 * wide in a box of 1,000 × 600 scrolled to `left`, `top`, then tells the map it scrolled.
 */
function scrollMap(container: HTMLElement, left: number, top: number) {
  const svg = container.querySelector('svg[role="group"]');
  const box = svg?.parentElement?.parentElement;
  if (!svg || !box) throw new Error('No map');
  const [, , viewWidth = 1, viewHeight = 1] = (svg.getAttribute('viewBox') ?? '')
    .split(' ')
    .map(Number);
  const width = 4000;
  const height = (width * viewHeight) / viewWidth;
  const rect = (x: number, y: number, w: number, h: number) =>
    ({ left: x, top: y, width: w, height: h, right: x + w, bottom: y + h }) as DOMRect;
  svg.getBoundingClientRect = () => rect(-left, -top, width, height);
  box.getBoundingClientRect = () => rect(0, 0, 1000, 600);
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 600 });
  act(() => {
    fireEvent.scroll(box);
  });
}

beforeEach(() => {
  renders.seatIds.length = 0;
  commits.length = 0;
});

describe('SeatMap of a block of a few hundred seats', () => {
  it('draws every seat, whatever the view', () => {
    const blockSeats = fixtureBlockSeats('T34-A', 20, drawnWholeUpTo / 20);
    const seatsOfSmall = () => ({ blockSeats, availability: fixtureAvailability(blockSeats) });
    const { container } = renderInLocale(
      <ViewerDemo locale="en" initialBlockId="T34-A" seatsOf={seatsOfSmall}>
        {(props) => <BuiltinStadiumViewer {...props} />}
      </ViewerDemo>,
      { locale: 'en' },
    );
    expect(drawnSeatCount(container)).toBe(drawnWholeUpTo);
    expect(renders.seatIds).toHaveLength(drawnWholeUpTo);
  });
});

describe('SeatMap with 3,500 seats', () => {
  it('draws the seats in view only, each once, at first', () => {
    const { container } = renderBigBlock();
    expect(bigBlockSeats.seats).toHaveLength(3500);
    const drawn = drawnSeatCount(container);
    // jsdom's window is 1024 × 768: at a finger's size, some 20 seats of 8 rows.
    expect(drawn).toBeGreaterThan(100);
    expect(drawn).toBeLessThan(400);
    expect(renders.seatIds).toHaveLength(drawn);
    expect(new Set(renders.seatIds).size).toBe(drawn);
    expect(seatAt(container, 1, 1)).not.toBeNull();
    expect(seatAt(container, 50, 70)).toBeNull();
  });

  it('re-renders only the seat whose selection changed (and the tab stop that moved)', () => {
    const { container } = renderBigBlock();
    const inRow3 = drawnSeatIds(container).filter((id) => id.includes('-R03-'));
    const [first = '', , second = '', third = ''] = inRow3;
    const tabStop = freeSeatIds[0];
    expect(seatElement(container, tabStop ?? '')).toHaveAttribute('tabindex', '0');
    renders.seatIds.length = 0;
    commits.length = 0;

    // A press: the seat is chosen and becomes the tab stop, in one render of two seats.
    press(seatElement(container, first));
    expect(seatElement(container, first)).toHaveAttribute('aria-pressed', 'true');
    expect(seatElement(container, first)).toHaveAttribute('tabindex', '0');
    expect(new Set(renders.seatIds)).toEqual(new Set([first, tabStop]));
    expect(commits).toHaveLength(1);

    // The next seat chosen from the keyboard: the focus moves the tab stop, Enter chooses it.
    renders.seatIds.length = 0;
    act(() => {
      (seatElement(container, second) as SVGElement).focus();
    });
    fireEvent.keyDown(seatElement(container, second), { key: 'Enter' });
    expect(seatElement(container, second)).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(renders.seatIds)).toEqual(new Set([first, second]));
    expect(renders.seatIds.length).toBeLessThanOrEqual(3);

    // Giving a seat up is as cheap: that seat, and the tab stop back on it.
    renders.seatIds.length = 0;
    press(seatElement(container, first));
    expect(seatElement(container, first)).toHaveAttribute('aria-pressed', 'false');
    expect(new Set(renders.seatIds)).toEqual(new Set([first, second]));

    // An arrow key moves the tab stop: two seats.
    act(() => {
      (seatElement(container, second) as SVGElement).focus();
    });
    renders.seatIds.length = 0;
    fireEvent.keyDown(seatElement(container, second), { key: 'ArrowRight' });
    expect(seatElement(container, third)).toHaveFocus();
    expect(new Set(renders.seatIds)).toEqual(new Set([second, third]));
  });

  it('draws a seat the keys move to out of view, and only that one', () => {
    const { container } = renderBigBlock();
    const first = seatElement(container, freeSeatIds[0] ?? '');
    const lastOfRow = [...bigBlockSeats.seats]
      .reverse()
      .find(({ id, row }) => row === 'R01' && isFree(id))?.id;
    expect(container.querySelector(`[data-seat-id="${lastOfRow}"]`)).toBeNull();
    act(() => {
      (first as SVGElement).focus();
    });
    renders.seatIds.length = 0;
    fireEvent.keyDown(first, { key: 'End' });
    expect(seatElement(container, lastOfRow ?? '')).toHaveFocus();
    expect(seatElement(container, lastOfRow ?? '')).toHaveAttribute('tabindex', '0');
    expect(new Set(renders.seatIds)).toEqual(new Set([freeSeatIds[0], lastOfRow]));
  });

  it('draws the seats a scroll shows, keeps the chosen ones, and re-renders none of those drawn already', () => {
    const { container } = renderBigBlock();
    scrollMap(container, 0, 0);
    const before = new Set(drawnSeatIds(container));
    // A slide of a few seats stays within what is drawn around the view: nothing renders.
    renders.seatIds.length = 0;
    scrollMap(container, 60, 40);
    expect(renders.seatIds).toEqual([]);
    const chosen = drawnSeatIds(container).find((id) => id.includes('-R03-')) ?? '';
    press(seatElement(container, chosen));
    renders.seatIds.length = 0;
    // Far to the right and down (row 30, seat 50 in view): the seats there are drawn, those left
    // behind are gone, but the seat chosen (the tab stop too).
    expect(seatAt(container, 30, 50)).toBeNull();
    scrollMap(container, 2400, 1800);
    expect(seatAt(container, 30, 50)).not.toBeNull();
    expect(seatAt(container, 2, 5)).toBeNull();
    expect(seatElement(container, chosen)).toHaveAttribute('aria-pressed', 'true');
    const after = drawnSeatIds(container);
    const kept = after.filter((id) => before.has(id));
    expect(renders.seatIds.filter((id) => kept.includes(id))).toEqual([]);
    expect(new Set(renders.seatIds).size).toBe(renders.seatIds.length);
  });

  it('re-renders no seat when the view is zoomed or panned', () => {
    renderBigBlock();
    renders.seatIds.length = 0;
    // (By label: a query by role would weigh every seat's name.)
    fireEvent.click(screen.getByLabelText('Zoom in'));
    fireEvent.click(screen.getByLabelText('Move the view left'));
    fireEvent.click(screen.getByLabelText('Reset the view'));
    expect(renders.seatIds).toEqual([]);
  });
});
