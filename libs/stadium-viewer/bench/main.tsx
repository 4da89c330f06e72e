// The page `npm run bench:seats` measures: the built-in viewer showing a block of 3,500 seats, with a
// picker's selection state around it. The script drives it through `window.seatBench`.
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@paddock/i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { armClick, middleOf, nextPaint, type SeatBench } from './measure.js';

const i18n = createI18n('en', [stadiumViewerCatalog]);
const venue = fixtureVenue('en');
const describeBlock = describeFixtureBlock('en');
const noop = () => undefined;
/** The picker's chosen seats, as last rendered. */
let chosen: ReadonlySet<string> = new Set();

function Picker() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    chosen = selected;
  }, [selected]);
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

const container = document.getElementById('root');
if (!container) throw new Error('No #root');
const root = createRoot(container);

window.seatBench = {
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

  /**
   * Free seats not chosen yet, spread over the whole block (from the block's data: the map draws only
   * the seats in and around its view).
   */
  freeSeats(count: number) {
    const free = bigBlockSeats.seats.filter(
      ({ id }) => bigBlockAvailability.get(id) === true && !chosen.has(id),
    );
    const step = Math.max(1, Math.floor(free.length / (count + 1)));
    return Array.from(
      { length: Math.min(count, free.length) },
      (_, index) => free[Math.min(free.length - 1, step * (index + 1))]?.id ?? '',
    );
  },

  /**
   * Scrolls the map's box to centre a seat, as a finger sliding the map would, and resolves once the
   * seat is drawn and painted: the ms from the scroll to that paint, and where to click the seat (page
   * pixels).
   */
  async scrollToSeat(seatId: string) {
    const seat = bigBlockSeats.seats.find(({ id }) => id === seatId);
    const svg = document.querySelector<SVGSVGElement>('svg[aria-label="Map of the grandstands"]');
    const box = svg?.parentElement?.parentElement;
    if (!seat || !svg || !box) throw new Error(`No seat ${seatId} or no map`);
    const { x, y, width, height } = svg.viewBox.baseVal;
    const drawn = svg.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    const start = performance.now();
    box.scrollLeft +=
      drawn.left + ((seat.x - x) / width) * drawn.width - frame.left - box.clientWidth / 2;
    box.scrollTop +=
      drawn.top + ((seat.y - y) / height) * drawn.height - frame.top - box.clientHeight / 2;
    for (;;) {
      const painted = await nextPaint();
      const element = document.querySelector(`[data-seat-id="${seatId}"]`);
      if (element) return { scroll: painted - start, ...middleOf(element) };
      if (painted - start > 10_000) throw new Error(`Seat ${seatId} not drawn after a scroll`);
    }
  },

  armClick,
} satisfies SeatBench;
