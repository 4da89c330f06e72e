import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bigBlockAvailability,
  bigBlockSeats,
  fixtureAvailability,
  fixtureSeatsOf,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ViewerDemo, type ViewerDemoProps } from '../testing/viewer-demo.js';
import BuiltinStadiumViewer from './builtin-stadium-viewer.js';

type DemoArgs = Omit<ViewerDemoProps, 'locale' | 'children'>;

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

const meta = {
  title: 'stadium-viewer/BuiltinStadiumViewer',
  parameters: { layout: 'padded' },
  args: {},
  render: (args, { globals }) => (
    <ViewerDemo locale={localeOf(globals)} {...args}>
      {(props) => <BuiltinStadiumViewer {...props} />}
    </ViewerDemo>
  ),
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const bigBlock = () => ({ blockSeats: bigBlockSeats, availability: bigBlockAvailability });
/** Three free seats of T34-A, in two rows. */
const someFreeSeats = (() => {
  const seats = fixtureSeatsOf('T34-A');
  const availability = fixtureAvailability(seats);
  return seats.seats.filter(({ id }) => availability.get(id)).map(({ id }) => id);
})();
const chosen = [someFreeSeats[0], someFreeSeats[1], someFreeSeats[9]].filter(
  (id): id is string => id !== undefined,
);

/** Desktop, French: the circuit from above; the blocks on sale are coloured by category. */
export const TopView: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('button', { name: /^Bloc T34-A,/ });
    await userEvent.hover(block);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      'Bloc T34-A, Catégorie 1 (jaune), 30 places',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom et déplacement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom avant' }));
    await expect(canvas.getByRole('group', { name: 'Plan des tribunes' })).toHaveAttribute(
      'viewBox',
      '300 180 600 360',
    );
  },
};

/** Mobile, English: the tooltip shows on keyboard focus too. */
export const TopViewMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Block T12-C,/ }).focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(/^Block T12-C, Category 2/);
  },
};

/** Desktop, French: block T34-A with three seats chosen, taken seats crossed out. */
export const BlockWithSeatsChosen: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { initialBlockId: 'T34-A', initialSelection: chosen },
  play: async ({ canvasElement }) => {
    const seats = within(canvasElement).getByRole('group', { name: 'Places du bloc T34-A' });
    await expect(seats.querySelectorAll('[aria-pressed="true"]')).toHaveLength(3);
    await expect(seats.querySelectorAll('[aria-disabled="true"]').length).toBeGreaterThan(0);
  },
};

/** Mobile, English: the same block on a phone. */
export const BlockMobile: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { initialBlockId: 'T34-A', initialSelection: chosen },
};

/** The seats are loading after a block was chosen. */
export const LoadingSeats: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { seatsDelayMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Block T34-B,/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the seats…');
  },
};

/** The seat map's scrolling box, from the seats' group. */
const mapBox = (seats: HTMLElement) => {
  const box = seats.closest('svg')?.parentElement?.parentElement;
  if (!box) throw new Error('No map box');
  return box;
};
const drawnSeats = (seats: HTMLElement, selector = '') =>
  seats.querySelectorAll<SVGElement>(`circle[role="button"]${selector}`);

/**
 * Desktop, English: a block of 3,500 seats (50 rows of 70). Only the seats in and around the view are
 * drawn; the map slid to its far corner draws the last rows there, where a click chooses a seat.
 */
export const ThousandsOfSeats: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { initialBlockId: bigBlockSeats.blockId, seatsOf: bigBlock },
  play: async ({ canvasElement }) => {
    const seats = within(canvasElement).getByRole('group', { name: 'Seats of block T12-C' });
    await expect(drawnSeats(seats).length).toBeGreaterThan(50);
    await expect(drawnSeats(seats).length).toBeLessThan(1000);
    await expect(drawnSeats(seats, '[aria-label^="Block T12-C, row R50,"]')).toHaveLength(0);
    const box = mapBox(seats);
    box.scrollTo(box.scrollWidth, box.scrollHeight);
    await waitFor(() =>
      expect(drawnSeats(seats, '[aria-label^="Block T12-C, row R50,"]').length).toBeGreaterThan(0),
    );
    // Row R01 has gone but for the tab stop, its first free seat.
    await expect(drawnSeats(seats, '[aria-label^="Block T12-C, row R01,"]')).toHaveLength(1);
    const free = [...drawnSeats(seats, '[data-seat-id^="T12-C-R50-"]')].at(-1);
    if (!free) throw new Error('No free seat drawn in row R50');
    await userEvent.click(free);
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    // The keys reach a seat out of view: from the seat chosen, Home goes to the first free seat of
    // row R50, at the far left, which is drawn, focused and scrolled into view.
    const firstOfRow = bigBlockSeats.seats.find(
      ({ id, row }) => row === 'R50' && bigBlockAvailability.get(id) === true,
    )?.id;
    await expect(seats.querySelector(`[data-seat-id="${firstOfRow}"]`)).toBeNull();
    free.focus();
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveAttribute('data-seat-id', firstOfRow);
    await expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await waitFor(() => {
      const seat = document.activeElement?.getBoundingClientRect();
      const shown = box.getBoundingClientRect();
      expect(seat && seat.left >= shown.left && seat.right <= shown.right).toBe(true);
    });
  },
};

/**
 * Mobile, French: the big block on a phone, zoomed in twice: the seats of the part of the block the
 * zoom shows (around its middle) are drawn.
 */
export const ThousandsOfSeatsMobile: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { initialBlockId: bigBlockSeats.blockId, seatsOf: bigBlock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('group', { name: 'Places du bloc T12-C' });
    const middle = '[aria-label^="Bloc T12-C, rang R20, place 1358,"]';
    await expect(drawnSeats(seats, middle)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom et déplacement' }));
    await userEvent.click(canvas.getByLabelText('Zoom avant'));
    await userEvent.click(canvas.getByLabelText('Zoom avant'));
    await waitFor(() => expect(drawnSeats(seats, middle)).toHaveLength(1));
  },
};

/** Desktop, English, keyboard only: a block with Enter, the seats with the arrows, back. */
export const KeyboardPlay: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Block T34-A,/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/^Block T34-A, Category 1/)).toHaveFocus();
    const seats = canvas.getByRole('group', { name: 'Seats of block T34-A' });
    const tabStop = seats.querySelector<SVGElement>('[tabindex="0"]');
    if (!tabStop) throw new Error('no seat in the tab order');
    tabStop.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}');
    const reached = document.activeElement;
    await expect(reached).not.toBe(tabStop);
    await expect(reached).toHaveAttribute('data-seat-id', expect.stringMatching(/^T34-A-R02-/));
    await userEvent.keyboard('{Enter}');
    await expect(reached).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(reached).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the top view' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Block T34-A,/ })).toHaveFocus(),
    );
  },
};

/** Mobile, French: the same choice without the map — blocks, then seats by row. */
export const ListView: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Liste' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Bloc T34-B,/ }));
    const row = canvas.getByRole('group', { name: 'Rang R02' });
    const free = within(row)
      .getAllByRole('checkbox')
      .find((box) => !(box as HTMLInputElement).disabled);
    if (!free) throw new Error('no free seat in row R02');
    await userEvent.click(free);
    await expect(free).toBeChecked();
  },
};

/** Desktop, English: the list view of a block with seats already chosen. */
export const ListViewDesktop: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { initialBlockId: 'T34-A', initialSelection: chosen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  },
};
