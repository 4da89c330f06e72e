import { useLingui } from '@lingui/react';
import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { ViewerDemo, type ViewerDemoProps } from '../testing/viewer-demo.js';
import { seatCategoryColours, type StadiumViewerProps } from '../viewer.js';
import { SeatMap } from './seat-map.js';
import styles from './builtin-stadium-viewer.module.css';

type SeatMapStoryArgs = Pick<ViewerDemoProps, 'initialSelection'> & {
  /** The fixture venue's block whose seats are shown. */
  blockId: string;
};

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

/** The seat map as the built-in viewer shows it: the block's colour, its name and the keyboard hint. */
function SeatMapFrame({
  venue,
  blockSeats,
  availability,
  selectedSeats,
  describeSeat,
  onSeatClick,
  label,
}: StadiumViewerProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  if (!blockSeats) return null;
  const block = venue.stands
    .flatMap((stand) => stand.blocks)
    .find(({ id }) => id === blockSeats.blockId);
  return (
    <div className={styles.viewer}>
      <SeatMap
        blockSeats={blockSeats}
        colour={(block && seatCategoryColours[block.categoryCode]) ?? '#8a8f98'}
        availability={availability}
        selectedSeats={selectedSeats}
        describeSeat={describeSeat}
        onSeatClick={onSeatClick}
        label={label}
        seatsLabel={i18n._('stadium.seatsOfBlock', { block: blockSeats.blockId })}
        hintId={hintId}
      />
      <p id={hintId} className={styles.hint}>
        {i18n._('stadium.seatsHint')}
      </p>
    </div>
  );
}

const meta = {
  title: 'stadium-viewer/SeatMap',
  parameters: { layout: 'padded' },
  args: { blockId: 'T34-A', initialSelection: [] },
  // The block's seats loaded and the seats chosen kept, as a stand picker does.
  render: ({ blockId, initialSelection }, { globals }) => (
    <ViewerDemo
      key={blockId}
      locale={localeOf(globals)}
      initialBlockId={blockId}
      {...(initialSelection ? { initialSelection } : {})}
    >
      {(props) => <SeatMapFrame {...props} />}
    </ViewerDemo>
  ),
} satisfies Meta<SeatMapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Block T34-A (3 rows of 10, Category 1): row R01 holds free seats 0001–0004, 0006 and 0009; the
 * seats of row R02 nearest 0009 are 0019 (free) and 0020 (taken).
 */
const freeSeat = (row: string, seat: string) =>
  `Bloc T34-A, rang ${row}, place ${seat}, Catégorie 1 (jaune), libre`;

/** Desktop, French: three seats chosen, the taken ones crossed out; a click chooses one more. */
export const SeatsChosen: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { initialSelection: ['T34-A-R01-0001', 'T34-A-R01-0002', 'T34-A-R02-0012'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Plan des tribunes' });
    const seats = within(map).getByRole('group', { name: 'Places du bloc T34-A' });
    await expect(seats).toHaveAccessibleDescription(/^Les flèches du clavier/);
    await expect(within(seats).getAllByRole('button')).toHaveLength(30);
    await expect(within(seats).getAllByRole('button', { pressed: true })).toHaveLength(3);
    const taken = within(seats).getByRole('button', {
      name: 'Bloc T34-A, rang R01, place 0005, Catégorie 1 (jaune), prise',
    });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    const seat = within(seats).getByRole('button', { name: freeSeat('R01', '0003') });
    await expect(seat).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(seat);
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/^Places choisies/)).toHaveTextContent(
      'Places choisies : 0001, 0002, 0012, 0003',
    );
    // A taken seat does nothing.
    await userEvent.click(taken);
    await expect(within(seats).getAllByRole('button', { pressed: true })).toHaveLength(4);
  },
};

/** Mobile, English, keyboard only: End, then down to the nearest free seat, Enter chooses it. */
export const KeyboardMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('group', { name: 'Seats of block T34-A' });
    const first = within(seats).getByRole('button', {
      name: 'Block T34-A, row R01, seat 0001, Category 1 (yellow), free',
    });
    // The one seat in the tab order: the first free one.
    await expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{End}');
    await expect(
      within(seats).getByRole('button', {
        name: 'Block T34-A, row R01, seat 0009, Category 1 (yellow), free',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const reached = within(seats).getByRole('button', {
      name: 'Block T34-A, row R02, seat 0019, Category 1 (yellow), free',
    });
    await expect(reached).toHaveFocus();
    await expect(reached).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    await expect(reached).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/^Chosen seats/)).toHaveTextContent('Chosen seats: 0019');
    await userEvent.keyboard(' ');
    await expect(reached).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(/^Chosen seats/)).toHaveTextContent('Chosen seats: —');
  },
};

/** Mobile, French: a small block of wheelchair-accessible seats, zoomed in. */
export const WheelchairAccessibleBlock: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  args: { blockId: 'T12-H' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('group', { name: 'Places du bloc T12-H' });
    await expect(within(seats).getAllByRole('button')).toHaveLength(6);
    await expect(
      within(seats).getByRole('button', {
        name: 'Bloc T12-H, rang R01, place 0002, Places PMR, libre',
      }),
    ).toHaveAttribute('tabindex', '0');
    const map = canvas.getByRole('group', { name: 'Plan des tribunes' });
    const before = map.getAttribute('viewBox');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom et déplacement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom avant' }));
    await expect(map).not.toHaveAttribute('viewBox', before);
  },
};

/** Desktop, English: a block of 30 seats of Category 2, none chosen yet. */
export const Category2: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { blockId: 'T12-C' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('group', { name: 'Seats of block T12-C' });
    await expect(within(seats).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(canvas.getByText(/^Chosen seats/)).toHaveTextContent('Chosen seats: —');
    await userEvent.click(
      within(seats).getByRole('button', {
        name: 'Block T12-C, row R03, seat 0030, Category 2 (blue), free',
      }),
    );
    await expect(canvas.getByText(/^Chosen seats/)).toHaveTextContent('Chosen seats: 0030');
  },
};
