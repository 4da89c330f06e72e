import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  describeFixtureBlock,
  fixtureSelectableBlocks,
  fixtureVenue,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { BlockList } from './block-list.js';

interface BlockListStoryArgs {
  /** The fixture ticket's blocks are on sale (every block with seats left but the members'); else none. */
  onSale: boolean;
  onBlockClick: (blockId: string) => void;
}

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

const noBlock: ReadonlySet<string> = new Set();

const meta = {
  title: 'stadium-viewer/BlockList',
  parameters: { layout: 'padded' },
  args: { onSale: true, onBlockClick: fn() },
  render: ({ onSale, onBlockClick }, { globals }) => {
    const locale = localeOf(globals);
    return (
      <BlockList
        venue={fixtureVenue(locale)}
        selectableBlocks={onSale ? fixtureSelectableBlocks : noBlock}
        describeBlock={describeFixtureBlock(locale)}
        onBlockClick={onBlockClick}
      />
    );
  },
} satisfies Meta<BlockListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French: the blocks on sale by grandstand; Tab to the second block, Enter chooses it. */
export const ByGrandstand: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const blocks = canvas.getByRole('group', { name: 'Blocs en vente' });
    const pits = within(blocks).getByRole('list', { name: 'Tribune des Stands (T12)' });
    const corner = within(blocks).getByRole('list', { name: 'Tribune Grand Virage (T34)' });
    const chicane = within(blocks).getByRole('list', { name: 'Tribune de la Chicane (T20)' });
    await expect(within(pits).getAllByRole('button')).toHaveLength(6);
    await expect(within(corner).getAllByRole('button')).toHaveLength(7);
    await expect(within(chicane).getAllByRole('button')).toHaveLength(2);
    // The members' blocks and the sold-out ones are not offered.
    await expect(canvas.queryByRole('button', { name: /^Bloc T12-F,/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Bloc T20-C,/ })).not.toBeInTheDocument();

    const first = canvas.getByRole('button', {
      name: 'Bloc T12-A, Catégorie 1 (jaune), 24 places',
    });
    first.focus();
    await userEvent.tab();
    const second = canvas.getByRole('button', {
      name: 'Bloc T12-B, Catégorie 1 (jaune), 24 places',
    });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlockClick).toHaveBeenCalledTimes(1);
    await expect(args.onBlockClick).toHaveBeenCalledWith('T12-B');
  },
};

/** Mobile, English: a block of the Grand Virage chosen with Space. */
export const ByGrandstandMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Blocks on sale' })).toBeVisible();
    const block = canvas.getByRole('button', {
      name: 'Block T34-D, Category 2 (blue), 30 seats',
    });
    block.focus();
    await userEvent.keyboard(' ');
    await expect(args.onBlockClick).toHaveBeenCalledTimes(1);
    await expect(args.onBlockClick).toHaveBeenCalledWith('T34-D');
    await expect(block.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A ticket none of whose blocks is on sale: a sentence instead of the list. */
export const NoBlockOnSale: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  args: { onSale: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Aucun bloc de cette tribune n'est en vente pour ce billet."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoBlockOnSaleMobile: Story = {
  globals: { locale: 'en', universe: 'auto', ...mobileViewport },
  args: { onSale: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No block of this grandstand is on sale for this ticket.'),
    ).toBeVisible();
  },
};
