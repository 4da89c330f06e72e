// What both bench pages (the viewer's and the plain one) measure with, the same way.

/** Resolves after the next frame is painted: a task queued from requestAnimationFrame runs after it. */
export const nextPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });

/** What `armClick` measures of one click, in ms. */
export interface ClickTimes {
  /** From the click (the input event's own time) to the seat shown chosen in the DOM. */
  commit: number;
  /** From the click to the next painted frame. */
  paint: number;
  /**
   * From the click event reaching the page (its first listener) to the seat shown chosen in the DOM:
   * the page's own work for the click, without what the browser did before dispatching it.
   */
  handled: number;
}

/**
 * Waits for the next click on a seat; resolves with the ms from the click (the input event's own
 * time, and the moment it reached the page) to the seat shown chosen in the DOM (its
 * `aria-pressed="true"`) and on screen (the next paint).
 */
export function armClick(seatId: string) {
  const seat = document.querySelector(`[data-seat-id="${seatId}"]`);
  if (!seat) throw new Error(`No seat ${seatId}`);
  return new Promise<ClickTimes>((resolve, reject) => {
    let clickedAt = 0;
    let handledAt = 0;
    let committedAt = 0;
    const observer = new MutationObserver(() => {
      if (seat.getAttribute('aria-pressed') === 'true' && !committedAt) {
        committedAt = performance.now();
        observer.disconnect();
        void nextPaint().then((paintedAt) =>
          resolve({
            commit: committedAt - clickedAt,
            paint: paintedAt - clickedAt,
            handled: committedAt - handledAt,
          }),
        );
      }
    });
    observer.observe(seat, { attributes: true, attributeFilter: ['aria-pressed'] });
    // On the window, capturing: the first listener the click meets.
    window.addEventListener(
      'click',
      (event) => {
        handledAt = performance.now();
        clickedAt = event.timeStamp;
        if (event.target !== seat) reject(new Error(`The click missed seat ${seatId}`));
      },
      { capture: true, once: true },
    );
  });
}

/** Where to click an element: the middle of its box, in page pixels. */
export function middleOf(element: Element) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** What the bench script drives on either page. */
export interface SeatBench {
  /** Renders the seats from nothing: ms to the DOM and to the next painted frame. */
  mount(): Promise<{ commit: number; paint: number }>;
  /** Free seats not chosen yet, spread over the block. */
  freeSeats(count: number): string[];
  /** Brings a seat into view; ms from the scroll to the paint that shows it, and where to click it. */
  scrollToSeat(seatId: string): Promise<{ scroll: number; x: number; y: number }>;
  armClick(seatId: string): Promise<ClickTimes>;
}

declare global {
  interface Window {
    seatBench: SeatBench;
    seatBenchClick?: Promise<ClickTimes>;
  }
}
