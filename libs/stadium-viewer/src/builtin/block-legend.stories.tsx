import { localeOrDefault } from '@paddock/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureVenue } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { BlockLegend } from './block-legend.js';

/** The top view's colour key, for the circuit's venue in the story's locale. */
function BlockLegendStory({ locale }: { locale: string }) {
  return <BlockLegend venue={fixtureVenue(localeOrDefault(locale))} />;
}

const meta = {
  title: 'stadium-viewer/BlockLegend',
  component: BlockLegendStory,
  parameters: { layout: 'padded' },
  args: { locale: 'fr' },
  render: (_args, { globals }) => <BlockLegendStory locale={String(globals['locale'])} />,
} satisfies Meta<typeof BlockLegendStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem');

/** Phone, French: the four categories in their colours, then the faded look of a block not on sale. */
export const Mobile: Story = {
  globals: { locale: 'fr', universe: 'auto', ...mobileViewport },
  play: async ({ canvasElement }) => {
    const [cat01, cat02, members, wheelchair, unavailable] = items(
      canvasElement,
      'Couleurs des blocs',
    );
    await expect(cat01).toHaveTextContent('Catégorie 1');
    await expect(cat01?.querySelector('rect')).toHaveAttribute('fill', '#f2c200');
    await expect(cat02?.querySelector('rect')).toHaveAttribute('fill', '#2563eb');
    await expect(members?.querySelector('rect')).toHaveAttribute('fill', '#1e3a8a');
    await expect(wheelchair?.querySelector('rect')).toHaveAttribute('fill', '#8a8f98');
    await expect(unavailable).toHaveTextContent('Hors vente ou complet');
    await expect(unavailable?.querySelector('rect')).toHaveAttribute('fill-opacity', '0.3');
  },
};

/** Desktop, English. */
export const Desktop: Story = {
  globals: { locale: 'en', universe: 'moto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'Colours of the blocks')).toHaveLength(5);
  },
};
