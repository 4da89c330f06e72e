import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bigBlockAvailability, bigBlockSeats } from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import BuiltinStadiumViewer from './builtin-stadium-viewer.js';
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
const freeSeatIds = bigBlockSeats.seats
  .map(({ id }) => id)
  .filter((id) => bigBlockAvailability.get(id) === true);

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

beforeEach(() => {
  renders.seatIds.length = 0;
  commits.length = 0;
});

describe('SeatMap with 3,500 seats', () => {
  it('renders every seat once at first', () => {
    const { container } = renderBigBlock();
    expect(bigBlockSeats.seats).toHaveLength(3500);
    expect(container.querySelectorAll('circle[role="button"]')).toHaveLength(3500);
    expect(renders.seatIds).toHaveLength(3500);
  });

  it('re-renders only the seat whose selection changed (and the tab stop that moved)', () => {
    const { container } = renderBigBlock();
    const [first, , , second = '', third = ''] = freeSeatIds.slice(1000);
    if (!first) throw new Error('no free seat');
    renders.seatIds.length = 0;
    commits.length = 0;

    // A click without focus: the seat is chosen, and the tab stop moves to it from the first free seat.
    act(() => {
      fireEvent.click(seatElement(container, first));
    });
    expect(seatElement(container, first)).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(renders.seatIds)).toEqual(new Set([first, freeSeatIds[0]]));
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

    // Giving a seat up is as cheap.
    renders.seatIds.length = 0;
    act(() => {
      fireEvent.click(seatElement(container, first));
    });
    expect(seatElement(container, first)).toHaveAttribute('aria-pressed', 'false');
    expect(renders.seatIds).toEqual([first]);

    // An arrow key moves the tab stop: two seats.
    renders.seatIds.length = 0;
    fireEvent.keyDown(seatElement(container, second), { key: 'ArrowRight' });
    expect(seatElement(container, third)).toHaveFocus();
    expect(new Set(renders.seatIds)).toEqual(new Set([second, third]));
  });

  it('re-renders no seat when the view is zoomed or panned', () => {
    renderBigBlock();
    renders.seatIds.length = 0;
    // (By label: a query by role would weigh 3,500 seats' names.)
    fireEvent.click(screen.getByLabelText('Zoom in'));
    fireEvent.click(screen.getByLabelText('Move the view left'));
    fireEvent.click(screen.getByLabelText('Reset the view'));
    expect(renders.seatIds).toEqual([]);
  });
});
