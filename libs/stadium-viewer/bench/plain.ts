// The floor `npm run bench:seats` sets beside the viewer: ten seats drawn and chosen by a plain click
// handler, no React, no map. Its click→paint is what the browser, the machine and the measuring cost
// on their own.
import { armClick, middleOf, nextPaint, type SeatBench } from './measure.js';

const svg = document.getElementById('seats');
if (!svg) throw new Error('No #seats');
const ids = Array.from({ length: 10 }, (_, index) => `seat-${index}`);

svg.addEventListener('click', (event) => {
  const seat = (event.target as Element).closest('[data-seat-id]');
  if (seat) seat.setAttribute('aria-pressed', String(seat.getAttribute('aria-pressed') !== 'true'));
});

window.seatBench = {
  async mount() {
    svg.replaceChildren();
    await nextPaint();
    const start = performance.now();
    svg.innerHTML = ids
      .map(
        (id, index) =>
          `<circle class="seat" data-seat-id="${id}" cx="${24 + index * 48}" cy="30" r="22" role="button" tabindex="-1" aria-pressed="false" aria-label="Seat ${index + 1}"/>`,
      )
      .join('');
    const committed = performance.now();
    const painted = await nextPaint();
    return { commit: committed - start, paint: painted - start };
  },
  freeSeats(count) {
    return ids
      .filter(
        (id) =>
          svg.querySelector(`[data-seat-id="${id}"]`)?.getAttribute('aria-pressed') !== 'true',
      )
      .slice(0, count);
  },
  async scrollToSeat(seatId) {
    const seat = svg.querySelector(`[data-seat-id="${seatId}"]`);
    if (!seat) throw new Error(`No seat ${seatId}`);
    const start = performance.now();
    const painted = await nextPaint();
    return { scroll: painted - start, ...middleOf(seat) };
  },
  armClick,
} satisfies SeatBench;
