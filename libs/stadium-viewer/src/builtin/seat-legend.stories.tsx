import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureCategoryNames } from '../testing/fixtures.js';
import { desktopViewport, mobileViewport } from '../testing/story-viewports.js';
import { seatCategoryColours } from '../viewer.js';
import { SeatLegend } from './seat-legend.js';

type Category = keyof typeof fixtureCategoryNames;

interface SeatLegendStoryProps {
  /** The block's seat category, whose colour the free seats wear. */
  category: Category;
}

/** The legend under a block's seats, in its category's colour as the built-in viewer gives it. */
function SeatLegendStory({ category }: SeatLegendStoryProps) {
  return <SeatLegend colour={seatCategoryColours[category] ?? '#8a8f98'} />;
}

const meta = {
  title: 'stadium-viewer/SeatLegend',
  component: SeatLegendStory,
  parameters: { layout: 'padded' },
  args: { category: 'CAT01' },
  argTypes: {
    category: { control: 'inline-radio', options: Object.keys(fixtureCategoryNames) },
  },
} satisfies Meta<typeof SeatLegendStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend's three marks, each with its word, in list order. */
function legendItems(canvasElement: HTMLElement, name: string) {
  const legend = within(canvasElement).getByRole('list', { name });
  return within(legend).getAllByRole('listitem');
}

/** Free seats of a category 1 block (yellow), chosen ones (green), taken ones (crossed out). */
export const Category1: Story = {
  globals: { locale: 'fr', universe: 'auto', ...desktopViewport },
  play: async ({ canvasElement }) => {
    const [free, chosen, taken, ...others] = legendItems(canvasElement, 'Légende');
    await expect(others).toHaveLength(0);
    await expect(free).toHaveTextContent('Libre');
    await expect(chosen).toHaveTextContent('Choisie');
    await expect(taken).toHaveTextContent('Prise');
    await expect(free?.querySelector('circle')).toHaveAttribute('fill', '#f2c200');
    await expect(chosen?.querySelector('circle')).toHaveAttribute('fill', '#15803d');
    // Only the taken mark is crossed out.
    await expect(taken?.querySelector('path')).toBeInTheDocument();
    await expect(free?.querySelector('path')).not.toBeInTheDocument();
  },
};

/** A category 2 block (blue), in English on a phone. */
export const Category2Mobile: Story = {
  globals: { locale: 'en', universe: 'moto', ...mobileViewport },
  args: { category: 'CAT02' },
  play: async ({ canvasElement }) => {
    const [free, chosen, taken] = legendItems(canvasElement, 'Legend');
    await expect(free).toHaveTextContent('Free');
    await expect(chosen).toHaveTextContent('Chosen');
    await expect(taken).toHaveTextContent('Taken');
    await expect(free?.querySelector('circle')).toHaveAttribute('fill', '#2563eb');
    for (const item of [free, chosen, taken]) {
      await expect(item).toBeVisible();
    }
  },
};

/** A block of wheelchair-accessible seats (grey), in English on a desktop. */
export const WheelchairAccessible: Story = {
  globals: { locale: 'en', universe: 'auto', ...desktopViewport },
  args: { category: 'CATPMR' },
  play: async ({ canvasElement }) => {
    const [free] = legendItems(canvasElement, 'Legend');
    await expect(free).toHaveTextContent('Free');
    await expect(free?.querySelector('circle')).toHaveAttribute('fill', '#8a8f98');
  },
};
