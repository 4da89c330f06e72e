import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boundsOf } from '../geometry/polygon.js';
import {
  describeFixtureBlock,
  describeFixtureSeat,
  fixtureAvailability,
  fixtureBlockSeats,
  fixtureVenue,
} from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import type { StadiumViewerProps } from '../viewer.js';
import BuiltinStadiumViewer from './builtin-stadium-viewer.js';

// What makes the map usable with a thumb, as far as a DOM without layout shows it: the view framed on
// the blocks on sale, a canvas never drawn so small that a target is under 44 px, the controls folded,
// a colour key, and touch words beside the keys' ones.

const venue = fixtureVenue('en');
const onSale = new Set(['T34-A', 'T34-B']);
const block = fixtureBlockSeats('T34-A', 2, 6);
const availability = fixtureAvailability(block);

function props(overrides: Partial<StadiumViewerProps> = {}): StadiumViewerProps {
  return {
    venue,
    view: { kind: 'top' },
    blockSeats: null,
    selectableBlocks: onSale,
    availability,
    selectedSeats: new Set(),
    describeBlock: describeFixtureBlock('en'),
    describeSeat: describeFixtureSeat('en', availability),
    onBlockClick: vi.fn(),
    onSeatClick: vi.fn(),
    onBack: vi.fn(),
    label: 'Map of the grandstands',
    ...overrides,
  };
}

const map = () => screen.getByRole('group', { name: 'Map of the grandstands' });
const viewBoxOfMap = () => (map().getAttribute('viewBox') ?? '').split(' ').map(Number);
/** The least width the canvas is given, in CSS px. */
const leastWidth = () => parseFloat(map().parentElement?.style.minWidth ?? '');

describe('the built-in map with a thumb', () => {
  it('opens the top view on the blocks on sale, each drawn at least 44 px across', () => {
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    const [x = 0, y = 0, width = 0, height = 0] = viewBoxOfMap();
    expect(width).toBeLessThan(venue.width);
    const blocks = venue.stands
      .flatMap((stand) => stand.blocks)
      .filter((each) => onSale.has(each.id))
      .map((each) => boundsOf(each.polygon));
    for (const box of blocks) {
      expect(box.x).toBeGreaterThanOrEqual(x);
      expect(box.y).toBeGreaterThanOrEqual(y);
      expect(box.x + box.width).toBeLessThanOrEqual(x + width);
      expect(box.y + box.height).toBeLessThanOrEqual(y + height);
      // Pixels per map unit times the block's smaller side.
      const pixels = (leastWidth() / width) * Math.min(box.width, box.height);
      expect(pixels).toBeGreaterThanOrEqual(44);
    }
  });

  it('draws a block’s seats at least 44 px across', () => {
    const { container } = renderInLocale(
      <BuiltinStadiumViewer
        {...props({ view: { kind: 'block', blockId: 'T34-A' }, blockSeats: block })}
      />,
      { locale: 'en' },
    );
    const [, , width = 0] = viewBoxOfMap();
    const r = Number(container.querySelector('circle[role="button"]')?.getAttribute('r'));
    expect((leastWidth() / width) * 2 * r).toBeGreaterThanOrEqual(44);
  });

  it('folds the seven zoom and pan controls behind one toggle', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    const controls = within(screen.getByRole('group', { name: 'Map controls' }));
    const toggle = controls.getByRole('button', { name: 'Zoom and move' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controls.getAllByRole('button')).toHaveLength(1);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(controls.getAllByRole('button')).toHaveLength(8);
    await user.click(controls.getByRole('button', { name: 'Zoom in' }));
    expect(viewBoxOfMap()[2]).toBeLessThan(venue.width / 2);
  });

  it('keys the top view’s colours with their names', () => {
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'fr' });
    const key = within(screen.getByRole('list', { name: 'Couleurs des blocs' }));
    expect(key.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Catégorie 1',
      'Catégorie 2',
      'Membres ACO',
      'Accès fauteuil roulant',
      'Hors vente ou complet',
    ]);
  });

  it('says how to choose a seat by touch, and by the keys', () => {
    renderInLocale(
      <BuiltinStadiumViewer
        {...props({ view: { kind: 'block', blockId: 'T34-A' }, blockSeats: block })}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText(/^Tap a free seat to choose it/)).toBeInTheDocument();
    // The keys' words describe the seats for a keyboard or a screen reader.
    const seats = screen.getByRole('group', { name: 'Seats of block T34-A' });
    expect(seats).toHaveAccessibleDescription(/^The arrow keys move between the free seats/);
  });
});
