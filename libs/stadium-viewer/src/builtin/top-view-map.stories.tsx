import { localeOrDefault, type Locale } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  describeFixtureBlock,
  fixtureSelectableBlocks,
  fixtureVenue,
} from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { TopViewMap } from './top-view-map.js';
import styles from './builtin-stadium-viewer.module.css';

interface TopViewMapStoryArgs {
  onBlockClick: (blockId: string) => void;
}

const localeOf = (globals: Record<string, unknown>): Locale => localeOrDefault(globals['locale']);

/** The map's accessible name, as the pickers give it. */
const mapLabels: Record<Locale, string> = {
  fr: 'Plan des tribunes',
  en: 'Map of the grandstands',
};

const meta = {
  title: 'stadium-viewer/TopViewMap',
  parameters: { layout: 'padded' },
  args: { onBlockClick: fn() },
  // In the built-in viewer's column, with the blocks a grandstand ticket sells.
  render: ({ onBlockClick }, { globals }) => {
    const locale = localeOf(globals);
    return (
      <div className={styles.viewer}>
        <TopViewMap
          venue={fixtureVenue(locale)}
          selectableBlocks={fixtureSelectableBlocks}
          describeBlock={describeFixtureBlock(locale)}
          onBlockClick={onBlockClick}
          label={mapLabels[locale]}
        />
      </div>
    );
  },
} satisfies Meta<TopViewMapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, French: the blocks on sale are buttons with a tooltip; a click chooses one. */
export const TopView: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Plan des tribunes' });
    await expect(within(map).getAllByRole('button')).toHaveLength(15);
    await expect(within(map).getByText('Tribune Grand Virage (T34)')).toBeVisible();
    // The members' blocks are drawn dimmed, not offered.
    await expect(canvas.queryByRole('button', { name: /^Bloc T12-F,/ })).not.toBeInTheDocument();
    const block = canvas.getByRole('button', {
      name: 'Bloc T34-A, Catégorie 1 (jaune), 30 places',
    });
    await userEvent.hover(block);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      'Bloc T34-A, Catégorie 1 (jaune), 30 places',
    );
    await userEvent.unhover(block);
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(block);
    await expect(args.onBlockClick).toHaveBeenCalledTimes(1);
    await expect(args.onBlockClick).toHaveBeenCalledWith('T34-A');
    // The block clicked keeps the focus, and its tooltip.
    await expect(block).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/^Bloc T34-A,/);
  },
};

/** Mobile, English, keyboard only: the tooltip follows the focus, Escape hides it, Enter chooses. */
export const KeyboardMobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', {
      name: 'Block T12-A, Category 1 (yellow), 24 seats',
    });
    first.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(/^Block T12-A,/);
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Block T12-B, Category 1 (yellow), 24 seats' });
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(/^Block T12-B,/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlockClick).toHaveBeenCalledTimes(1);
    await expect(args.onBlockClick).toHaveBeenCalledWith('T12-B');
  },
};

/** Mobile, French: zoom in, move the view right, reset. */
export const ZoomAndPan: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Plan des tribunes' });
    const controls = within(canvas.getByRole('group', { name: 'Commandes du plan' }));
    await expect(map).toHaveAttribute('viewBox', '0 0 1200 720');
    await userEvent.click(controls.getByRole('button', { name: 'Zoom et déplacement' }));
    await userEvent.click(controls.getByRole('button', { name: 'Zoom avant' }));
    await expect(map).toHaveAttribute('viewBox', '300 180 600 360');
    await userEvent.click(controls.getByRole('button', { name: 'Déplacer la vue vers la droite' }));
    await expect(map).toHaveAttribute('viewBox', '350 180 600 360');
    await userEvent.click(controls.getByRole('button', { name: 'Réinitialiser la vue' }));
    await expect(map).toHaveAttribute('viewBox', '0 0 1200 720');
  },
};

/** Desktop, English: zoomed out as far as it goes, 'Zoom out' says it does nothing more. */
export const ZoomedOut: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom and move' }));
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    await userEvent.click(zoomOut);
    await expect(canvas.getByRole('group', { name: 'Map of the grandstands' })).toHaveAttribute(
      'viewBox',
      '-600 -360 2400 1440',
    );
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};
