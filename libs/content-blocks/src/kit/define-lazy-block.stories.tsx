import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { BlockProps } from './define-block.js';
import { defineLazyBlock } from './define-lazy-block.js';
import { aBlock } from './fixtures/blocks.js';
import { BlockList } from './render-blocks.js';

interface SeatCountData {
  label: string;
}

/** A block whose code loads when a page first shows it: a count of seats, one more at each press. */
function SeatCount({ data }: BlockProps<SeatCountData>) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${data.label}: ${count}`}
    </button>
  );
}

const registry = {
  'title-text': defineLazyBlock<SeatCountData>(async () => ({ default: SeatCount })),
};

interface LazyBlockPageProps {
  /** The block's label. */
  label: string;
  /** The page's button that renders it again, as a state of the site's frame changing does. */
  again: string;
}

/** A page holding one lazy block, and a button that renders the page again. */
function LazyBlockPage({ label, again }: LazyBlockPageProps) {
  const [blocks] = useState(() => [aBlock('title-text', { label })]);
  const [renders, setRenders] = useState(1);
  return (
    <div data-renders={renders}>
      <p>
        <button type="button" onClick={() => setRenders((value) => value + 1)}>
          {again}
        </button>
      </p>
      <BlockList blocks={blocks} registry={registry} />
    </div>
  );
}

const meta = {
  title: 'content-blocks/parts/defineLazyBlock',
  component: LazyBlockPage,
} satisfies Meta<typeof LazyBlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The play of both stories: the block shows once its code has loaded, is pressed once, and is the same
 * element, with its count, after the page has rendered again.
 */
function keepsTheBlock({ label, again }: LazyBlockPageProps): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('button', { name: `${label}: 0` });
    await userEvent.click(block);
    await expect(block).toHaveAccessibleName(`${label}: 1`);
    await userEvent.click(canvas.getByRole('button', { name: again }));
    await expect(canvasElement.querySelector('[data-renders="2"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: `${label}: 1` })).toBe(block);
  };
}

const french = { label: 'Places', again: 'Afficher la page de nouveau' };
const english = { label: 'Seats', again: 'Show the page again' };

/** The block shows once its code has loaded; the page rendered again keeps it, with its count. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: french,
  play: keepsTheBlock(french),
};

/** The same in English, on the motorbike universe (the code is there by now: shown at once). */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: english,
  play: keepsTheBlock(english),
};
