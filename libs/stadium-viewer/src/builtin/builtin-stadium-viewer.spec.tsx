import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  describeFixtureBlock,
  describeFixtureSeat,
  fixtureBlockSeats,
  fixtureSelectableBlocks,
  fixtureVenue,
} from '../testing/fixtures.js';
import { renderInLocale } from '../testing/render.js';
import { ViewerDemo } from '../testing/viewer-demo.js';
import type { StadiumViewerProps, ViewerBlockSeats } from '../viewer.js';
import BuiltinStadiumViewer from './builtin-stadium-viewer.js';

// Block T34-A, 3 rows of 4; taken: 0002 (row 1) and 0006, 0007 (row 2).
const smallBlock = fixtureBlockSeats('T34-A', 3, 4);
const taken = new Set(['T34-A-R01-0002', 'T34-A-R02-0006', 'T34-A-R02-0007']);
const smallAvailability = new Map(smallBlock.seats.map(({ id }) => [id, !taken.has(id)]));
const seatsOf = () => ({ blockSeats: smallBlock, availability: smallAvailability });

function props(overrides: Partial<StadiumViewerProps> = {}): StadiumViewerProps {
  return {
    venue: fixtureVenue('en'),
    view: { kind: 'top' },
    blockSeats: null,
    selectableBlocks: fixtureSelectableBlocks,
    availability: new Map(),
    selectedSeats: new Set(),
    describeBlock: describeFixtureBlock('en'),
    describeSeat: describeFixtureSeat('en', smallAvailability),
    onBlockClick: vi.fn(),
    onSeatClick: vi.fn(),
    onBack: vi.fn(),
    label: 'Map of the grandstands',
    ...overrides,
  };
}

const blockView = (overrides: Partial<StadiumViewerProps> = {}) =>
  props({
    view: { kind: 'block', blockId: 'T34-A' },
    blockSeats: smallBlock,
    availability: smallAvailability,
    ...overrides,
  });

const seat = (label: string) => screen.getByRole('button', { name: new RegExp(`seat ${label},`) });
const viewBox = () =>
  screen.getByRole('group', { name: 'Map of the grandstands' }).getAttribute('viewBox');

function renderDemo(initialBlockId?: string) {
  return renderInLocale(
    <ViewerDemo locale="en" seatsOf={seatsOf} initialBlockId={initialBlockId}>
      {(viewerProps) => <BuiltinStadiumViewer {...viewerProps} />}
    </ViewerDemo>,
    { locale: 'en' },
  );
}

/** Opens the folded map controls ('Zoom and move'), so their seven buttons can be pressed. */
async function openControls(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Zoom and move' }));
}

describe('BuiltinStadiumViewer, top view', () => {
  it('draws the venue: the track, the grandstands with their names, every block', () => {
    const { container } = renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    const map = screen.getByRole('group', { name: 'Map of the grandstands' });
    expect(map).toHaveAttribute('viewBox', '0 0 1200 720');
    expect(within(map).getByText('Grand Virage grandstand (T34)')).toBeInTheDocument();
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    // 8 + 8 + 5 blocks, each filled with its category's colour.
    expect(container.querySelectorAll('polygon:not([class*="stand"])')).toHaveLength(21);
    expect(
      screen.getByRole('button', { name: 'Block T34-A, Category 1 (yellow), 30 seats' }),
    ).toHaveAttribute('fill', '#f2c200');
    expect(screen.getByRole('button', { name: /^Block T34-D,/ })).toHaveAttribute(
      'fill',
      '#2563eb',
    );
    expect(screen.getByRole('button', { name: /^Block T34-H,/ })).toHaveAttribute(
      'fill',
      '#8a8f98',
    );
  });

  it('makes only the blocks on sale buttons; the others are dimmed', () => {
    const { container } = renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    const blocks = screen.getAllByRole('button', { name: /^Block / });
    expect(blocks.map((block) => block.getAttribute('data-block-id')).sort()).toEqual(
      [...fixtureSelectableBlocks].sort(),
    );
    for (const block of blocks) expect(block).toHaveAttribute('tabindex', '0');
    const members = container.querySelector('polygon[fill="#1e3a8a"]');
    expect(members).not.toHaveAttribute('role');
    expect(members).not.toHaveAttribute('tabindex');
    expect(members?.getAttribute('class')).toMatch(/dimmed/);
  });

  it('chooses a block with a click', async () => {
    const user = userEvent.setup();
    const viewer = props();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /^Block T34-B,/ }));
    expect(viewer.onBlockClick).toHaveBeenCalledWith('T34-B');
  });

  it('chooses a block with Enter or Space', async () => {
    const user = userEvent.setup();
    const viewer = props();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    // Past the display switch and the map controls to the first block on sale.
    screen.getByRole('button', { name: /^Block T12-A,/ }).focus();
    await user.keyboard('{Enter}');
    expect(viewer.onBlockClick).toHaveBeenLastCalledWith('T12-A');
    await user.tab();
    expect(screen.getByRole('button', { name: /^Block T12-B,/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(viewer.onBlockClick).toHaveBeenLastCalledWith('T12-B');
  });

  it('does nothing when a block not on sale is clicked', async () => {
    const user = userEvent.setup();
    const viewer = props();
    const { container } = renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    const members = container.querySelector('polygon[fill="#1e3a8a"]');
    if (!members) throw new Error('no members block');
    await user.click(members);
    expect(viewer.onBlockClick).not.toHaveBeenCalled();
  });

  it('shows a tooltip on hover, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const block = screen.getByRole('button', { name: /^Block T34-A,/ });
    await user.hover(block);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Block T34-A, Category 1 (yellow), 30 seats');
    // Above the block's top centre: T34-A spans x 762–808 from y 600, on a map of 1200 × 720.
    expect(tooltip.style.left).toMatch(/^65\.416/);
    expect(tooltip.style.top).toBe(`${(600 / 720) * 100}%`);
    await user.unhover(block);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip on keyboard focus; Escape hides it', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    act(() => screen.getByRole('button', { name: /^Block T12-C,/ }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Block T12-C, Category 2 \(blue\)/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Block T12-D,/);
  });

  it('moves the tooltip with the view', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    await openControls(user);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.hover(screen.getByRole('button', { name: /^Block T34-A,/ }));
    // The view is now 300 180 600 360: x 785 is at 80.83 %, y 600 beyond the bottom.
    expect(screen.getByRole('tooltip').style.left).toMatch(/^80\.83/);
    expect(screen.getByRole('tooltip').style.top).toMatch(/^116\.6/);
  });
});

describe('BuiltinStadiumViewer, zoom and pan', () => {
  it('zooms in by 2 and out by 0.5, pans by 50, and resets', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    await openControls(user);
    const controls = screen.getByRole('group', { name: 'Map controls' });
    const press = (name: string) => user.click(within(controls).getByRole('button', { name }));
    expect(viewBox()).toBe('0 0 1200 720');
    await press('Zoom in');
    expect(viewBox()).toBe('300 180 600 360');
    await press('Zoom out');
    expect(viewBox()).toBe('0 0 1200 720');
    await press('Zoom out');
    expect(viewBox()).toBe('-600 -360 2400 1440');
    await press('Reset the view');
    await press('Move the view right');
    expect(viewBox()).toBe('50 0 1200 720');
    await press('Move the view down');
    expect(viewBox()).toBe('50 50 1200 720');
    await press('Move the view left');
    await press('Move the view left');
    expect(viewBox()).toBe('-50 50 1200 720');
    await press('Move the view up');
    expect(viewBox()).toBe('-50 0 1200 720');
    await press('Reset the view');
    expect(viewBox()).toBe('0 0 1200 720');
  });

  it('says a zoom button does nothing at its limit, and keeps it focusable', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props()} />, { locale: 'en' });
    await openControls(user);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    await user.click(zoomOut);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomOut);
    expect(viewBox()).toBe('-600 -360 2400 1440');
    expect(zoomOut).toHaveFocus();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 6; i += 1) await user.click(zoomIn);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(viewBox()).toBe('562.5 337.5 75 45');
  });

  it('zooms and pans the seats of a block in the block’s own units', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...blockView()} />, { locale: 'en' });
    // 4 seats 20 apart from x 20, 3 rows: 100 × 92, with room on the left for the row names.
    expect(viewBox()).toBe('-30.4 0 130.4 92');
    await openControls(user);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(viewBox()).toBe('2.2 23 65.2 46');
    await user.click(screen.getByRole('button', { name: 'Move the view right' }));
    expect(viewBox()).toBe('52.2 23 65.2 46');
    // The centre of the view stays on the block: 46 down at most.
    await user.click(screen.getByRole('button', { name: 'Move the view down' }));
    expect(viewBox()).toBe('52.2 69 65.2 46');
  });
});

describe('BuiltinStadiumViewer, block view', () => {
  it('says the seats are loading until they come', () => {
    const viewer = blockView({ blockSeats: null });
    const { rerender } = renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the seats…');
    // Seats of another block (still loading the new one's) are not shown either.
    rerender(<BuiltinStadiumViewer {...viewer} blockSeats={fixtureBlockSeats('T34-B', 1, 2)} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<BuiltinStadiumViewer {...viewer} blockSeats={smallBlock} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Seats of block T34-A' })).toBeInTheDocument();
  });

  it('names the block and goes back to the top view', async () => {
    const user = userEvent.setup();
    const viewer = blockView();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    expect(screen.getByText('Block T34-A, Category 1 (yellow), 30 seats')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    expect(viewer.onBack).toHaveBeenCalledOnce();
  });

  it('draws every seat, free ones as toggle buttons, taken ones disabled and crossed out', () => {
    renderInLocale(<BuiltinStadiumViewer {...blockView()} />, { locale: 'en' });
    const map = screen.getByRole('group', { name: 'Map of the grandstands' });
    expect(map.querySelectorAll('circle')).toHaveLength(12);
    expect(seat('0001')).toHaveAccessibleName(
      'Block T34-A, row R01, seat 0001, Category 1 (yellow), free',
    );
    expect(seat('0001')).toHaveAttribute('aria-pressed', 'false');
    const taken = seat('0002');
    expect(taken).toHaveAccessibleName(
      'Block T34-A, row R01, seat 0002, Category 1 (yellow), taken',
    );
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).not.toHaveAttribute('tabindex');
    expect(taken).not.toHaveAttribute('aria-pressed');
    // One cross (two strokes) per taken seat, not colour alone.
    const crosses = [...map.querySelectorAll('path[class*="crosses"]')]
      .map((path) => path.getAttribute('d') ?? '')
      .join('');
    expect(crosses.match(/M/g)).toHaveLength(6);
  });

  it('chooses a seat with a click, and not a taken one', async () => {
    const user = userEvent.setup();
    const viewer = blockView();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    await user.click(seat('0003'));
    expect(viewer.onSeatClick).toHaveBeenCalledWith('T34-A-R01-0003');
    await user.click(seat('0002'));
    expect(viewer.onSeatClick).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen seats pressed', () => {
    renderInLocale(
      <BuiltinStadiumViewer {...blockView({ selectedSeats: new Set(['T34-A-R01-0003']) })} />,
      { locale: 'en' },
    );
    expect(seat('0003')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('0001')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a seat with a click, Enter and Space (with a picker holding the selection)', async () => {
    const user = userEvent.setup();
    renderDemo('T34-A');
    await user.click(seat('0004'));
    expect(seat('0004')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('0004')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(seat('0004')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(seat('0004')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('chosen-seats')).toHaveTextContent('Chosen seats: 0004');
  });

  it('keeps one seat in the tab order: the first chosen, else the first free', () => {
    const viewer = blockView();
    const { rerender } = renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    const tabbable = () =>
      screen
        .getAllByRole('button', { name: /seat \d{4},/ })
        .filter((each) => each.getAttribute('tabindex') === '0');
    expect(tabbable()).toEqual([seat('0001')]);
    rerender(
      <BuiltinStadiumViewer
        {...viewer}
        selectedSeats={new Set(['T34-A-R03-0011', 'T34-A-R02-0008'])}
      />,
    );
    expect(tabbable()).toEqual([seat('0008')]);
  });

  it('moves between free seats with the arrow keys, as they sit', async () => {
    const user = userEvent.setup();
    renderDemo('T34-A');
    await user.tab(); // Back
    await user.tab(); // Map
    await user.tab(); // List
    // Through the map controls (jsdom tabs into the folded ones too) to the seats.
    for (let i = 0; i < 7; i += 1) await user.tab();
    await user.tab();
    expect(seat('0001')).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // over the taken 0002
    expect(seat('0003')).toHaveFocus();
    expect(seat('0003')).toHaveAttribute('tabindex', '0');
    expect(seat('0001')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}'); // row 2 has only 0005 and 0008 free: 0008 is nearer
    expect(seat('0008')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seat('0012')).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // the last row: stays
    expect(seat('0012')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seat('0009')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(seat('0005')).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // the row's start: stays
    expect(seat('0005')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(seat('0005')).toHaveAttribute('aria-pressed', 'true');
    // Tab leaves the seats at once: one tab stop for them all.
    await user.tab();
    expect(document.activeElement?.tagName).not.toBe('circle');
  });

  it('brings the seat the arrow keys reach into a zoomed view', async () => {
    const user = userEvent.setup();
    const wide = fixtureBlockSeats('T34-A', 1, 40);
    const everyFree = new Map(wide.seats.map(({ id }) => [id, true]));
    renderInLocale(
      <BuiltinStadiumViewer
        {...blockView({
          blockSeats: wide,
          availability: everyFree,
          describeSeat: describeFixtureSeat('en', everyFree),
        })}
      />,
      { locale: 'en' },
    );
    await openControls(user);
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    }
    const before = viewBox();
    act(() => seat('0001').focus());
    await user.keyboard('{End}');
    expect(seat('0040')).toHaveFocus();
    expect(viewBox()).not.toBe(before);
    const [x = 0, , width = 0] = (viewBox() ?? '').split(' ').map(Number);
    expect(x + width).toBeGreaterThan(800); // seat 0040 sits at x 800
  });
});

describe('BuiltinStadiumViewer, focus between the views', () => {
  it('takes the focus to the block’s caption, and back to the block', async () => {
    const user = userEvent.setup();
    renderDemo();
    await user.click(screen.getByRole('button', { name: /^Block T34-A,/ }));
    expect(screen.getByText('Block T34-A, Category 1 (yellow), 30 seats')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    expect(screen.getByRole('button', { name: /^Block T34-A,/ })).toHaveFocus();
  });

  it('leaves the focus where it is when the view changes from outside', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const viewer = props();
    const { rerender } = renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    rerender(<BuiltinStadiumViewer {...blockView()} />);
    expect(outside).toHaveFocus();
    outside.remove();
  });
});

describe('BuiltinStadiumViewer, list view', () => {
  it('lists the blocks on sale by grandstand, as buttons', async () => {
    const user = userEvent.setup();
    const viewer = props();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'Map controls' })).not.toBeInTheDocument();
    const stand = screen.getByRole('list', { name: 'Grand Virage grandstand (T34)' });
    expect(
      within(stand)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([
      'Block T34-A, Category 1 (yellow), 30 seats',
      'Block T34-B, Category 1 (yellow), 30 seats',
      'Block T34-C, Category 1 (yellow), 30 seats',
      'Block T34-D, Category 2 (blue), 30 seats',
      'Block T34-E, Category 2 (blue), 30 seats',
      'Block T34-F, Category 2 (blue), 30 seats',
      'Block T34-H, Wheelchair-accessible seats, 6 seats',
    ]);
    // The sold-out and members' blocks are not offered.
    expect(screen.queryByRole('button', { name: /^Block T20-C,/ })).not.toBeInTheDocument();
    await user.click(within(stand).getByRole('button', { name: /^Block T34-E,/ }));
    expect(viewer.onBlockClick).toHaveBeenCalledWith('T34-E');
  });

  it('says so when no block is on sale', async () => {
    const user = userEvent.setup();
    renderInLocale(<BuiltinStadiumViewer {...props({ selectableBlocks: new Set() })} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(
      screen.getByText('No block of this grandstand is on sale for this ticket.'),
    ).toBeInTheDocument();
  });

  it('offers the same seats, row by row, as checkboxes; taken ones disabled', async () => {
    const user = userEvent.setup();
    renderDemo('T34-A');
    await user.click(screen.getByRole('button', { name: 'List' }));
    const rows = screen.getAllByRole('group', { name: /^Row R0\d$/ });
    expect(rows).toHaveLength(3);
    const row1 = within(rows[0] as HTMLElement).getAllByRole('checkbox');
    expect(row1.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Block T34-A, row R01, seat 0001, Category 1 (yellow), free',
      'Block T34-A, row R01, seat 0002, Category 1 (yellow), taken',
      'Block T34-A, row R01, seat 0003, Category 1 (yellow), free',
      'Block T34-A, row R01, seat 0004, Category 1 (yellow), free',
    ]);
    expect(row1[1]).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /seat 0003,/ }));
    expect(screen.getByRole('checkbox', { name: /seat 0003,/ })).toBeChecked();
    // With the keyboard alone.
    screen.getByRole('checkbox', { name: /seat 0004,/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /seat 0004,/ })).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /seat 0004,/ })).not.toBeChecked();
    // The map shows the same choice.
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(seat('0003')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('0004')).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a block from the list and goes back to it', async () => {
    const user = userEvent.setup();
    renderDemo();
    await user.click(screen.getByRole('button', { name: 'List' }));
    await user.click(screen.getByRole('button', { name: /^Block T34-A,/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Back to the top view' }));
    expect(screen.getByRole('button', { name: /^Block T34-A,/ })).toHaveFocus();
  });

  it('says when every seat of the block is taken', async () => {
    const user = userEvent.setup();
    const allTaken = new Map(smallBlock.seats.map(({ id }) => [id, false]));
    renderInLocale(<BuiltinStadiumViewer {...blockView({ availability: allTaken })} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByText('Every seat of this block is taken.')).toBeInTheDocument();
  });
});

describe('BuiltinStadiumViewer in French', () => {
  it('speaks French', async () => {
    const user = userEvent.setup();
    renderInLocale(
      <BuiltinStadiumViewer
        {...blockView({ describeBlock: describeFixtureBlock('fr'), label: 'Plan des tribunes' })}
      />,
    );
    expect(screen.getByRole('button', { name: "Retour à la vue d'ensemble" })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Commandes du plan' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Places du bloc T34-A' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(screen.getByRole('group', { name: 'Rang R01' })).toBeInTheDocument();
  });
});

// A keyboard event on a seat of a block whose seats changed under it does not throw.
describe('BuiltinStadiumViewer, robustness', () => {
  it('ignores keys and clicks that do not land on a free seat', () => {
    const viewer = blockView();
    renderInLocale(<BuiltinStadiumViewer {...viewer} />, { locale: 'en' });
    const group = screen.getByRole('group', { name: 'Seats of block T34-A' });
    fireEvent.click(group);
    fireEvent.keyDown(seat('0002'), { key: 'Enter' });
    expect(viewer.onSeatClick).not.toHaveBeenCalled();
  });

  it('draws a block without seats', () => {
    const empty: ViewerBlockSeats = { blockId: 'T34-A', width: 100, height: 50, seats: [] };
    renderInLocale(<BuiltinStadiumViewer {...blockView({ blockSeats: empty })} />, {
      locale: 'en',
    });
    expect(screen.getByRole('group', { name: 'Seats of block T34-A' })).toBeEmptyDOMElement();
  });
});
