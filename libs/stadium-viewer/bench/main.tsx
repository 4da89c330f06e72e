// The page `npm run bench:seats` measures: the built-in viewer showing a block of 3,500 seats, with a
// picker's selection state around it. The script drives it through `window.seatBench`.
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import BuiltinStadiumViewer from '../src/builtin/builtin-stadium-viewer.js';
import { stadiumViewerCatalog } from '../src/i18n.js';
import {
  bigBlockAvailability,
  bigBlockSeats,
  describeFixtureBlock,
  describeFixtureSeat,
  fixtureSelectableBlocks,
  fixtureVenue,
} from '../src/testing/fixtures.js';

const i18n = createI18n('en', [stadiumViewerCatalog]);
const venue = fixtureVenue('en');
const describeBlock = describeFixtureBlock('en');
const noop = () => undefined;

function Picker() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const describeSeat = useMemo(() => describeFixtureSeat('en', bigBlockAvailability), []);
  const onSeatClick = useCallback((seatId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(seatId)) next.add(seatId);
      return next;
    });
  }, []);
  return (
    <BuiltinStadiumViewer
      venue={venue}
      view={{ kind: 'block', blockId: bigBlockSeats.blockId }}
      blockSeats={bigBlockSeats}
      selectableBlocks={fixtureSelectableBlocks}
      availability={bigBlockAvailability}
      selectedSeats={selected}
      describeBlock={describeBlock}
      describeSeat={describeSeat}
      onBlockClick={noop}
      onSeatClick={onSeatClick}
      onBack={noop}
      label="Map of the grandstands"
    />
  );
}

/** Resolves after the next frame is painted: a task queued from requestAnimationFrame runs after it. */
const nextPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });

const container = document.getElementById('root');
if (!container) throw new Error('No #root');
const root = createRoot(container);

const seatBench = {
  /** Renders the block from nothing: ms to React's commit and to the next painted frame. */
  async mount() {
    flushSync(() => root.render(null));
    await nextPaint();
    const start = performance.now();
    flushSync(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Picker />
        </I18nProvider>,
      ),
    );
    const committed = performance.now();
    const painted = await nextPaint();
    return { commit: committed - start, paint: painted - start };
  },

  /** Free seats not chosen yet, spread over the block, with where to click them (page pixels). */
  freeSeats(count: number) {
    const seats = [
      ...document.querySelectorAll<SVGCircleElement>('circle[data-seat-id][aria-pressed="false"]'),
    ];
    const step = Math.max(1, Math.floor(seats.length / (count + 1)));
    return Array.from({ length: Math.min(count, seats.length) }, (_, index) => {
      const seat = seats[Math.min(seats.length - 1, step * (index + 1))];
      return seat?.getAttribute('data-seat-id') ?? '';
    });
  },

  /**
   * Where to click a seat (page pixels), once it is in view: the map draws seats at a finger's size and
   * scrolls, so a seat far in the block is scrolled to first, as a visitor would.
   */
  seatPoint(seatId: string) {
    const seat = document.querySelector(`circle[data-seat-id="${seatId}"]`);
    seat?.scrollIntoView({ block: 'center', inline: 'center' });
    const box = seat?.getBoundingClientRect();
    return { x: box ? box.left + box.width / 2 : 0, y: box ? box.top + box.height / 2 : 0 };
  },

  /**
   * Waits for the next click on a seat; resolves with the ms from the click (the input event's own
   * time) to the seat shown chosen in the DOM (React's commit) and on screen (the next paint).
   */
  armClick(seatId: string) {
    const seat = document.querySelector(`[data-seat-id="${seatId}"]`);
    if (!seat) throw new Error(`No seat ${seatId}`);
    return new Promise<{ commit: number; paint: number }>((resolve, reject) => {
      let clickedAt = 0;
      let committedAt = 0;
      const observer = new MutationObserver(() => {
        if (seat.getAttribute('aria-pressed') === 'true' && !committedAt) {
          committedAt = performance.now();
          observer.disconnect();
          void nextPaint().then((paintedAt) =>
            resolve({ commit: committedAt - clickedAt, paint: paintedAt - clickedAt }),
          );
        }
      });
      observer.observe(seat, { attributes: true, attributeFilter: ['aria-pressed'] });
      document.addEventListener(
        'click',
        (event) => {
          clickedAt = event.timeStamp;
          if (event.target !== seat) reject(new Error(`The click missed seat ${seatId}`));
        },
        { capture: true, once: true },
      );
    });
  },
};

declare global {
  interface Window {
    seatBench: typeof seatBench;
  }
}
window.seatBench = seatBench;
