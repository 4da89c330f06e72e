import type { KeyFiguresData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { KeyFigures } from './key-figures.js';
import { keyFiguresBlocks } from './key-figures.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'key-figures': defineBlock<KeyFiguresData>(KeyFigures) };

const meta = {
  title: 'content-blocks/KeyFigures',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The race in figures: two per row on phones, four on desktop; the source and a call to action. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: keyFiguresBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Les 24 Heures en chiffres',
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      /^325\s000 spectateurs sur la semaine$/,
    );
    await expect(
      canvas.getByText('Source : Automobile Club de l’Ouest, édition 2023.'),
    ).toBeVisible();
  },
};

/** On a phone, in English: two figures a row, no number, unit or label drawn over another. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: keyFiguresBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent(/^13\.626\s+km of circuit$/);
    const boxes = [...canvasElement.querySelectorAll('li span:not(:has(span))')].flatMap(
      (element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()];
      },
    );
    await expect(boxes.length).toBeGreaterThanOrEqual(8);
    const overlapping = boxes.flatMap((box, index) =>
      boxes
        .slice(index + 1)
        .filter(
          (other) =>
            box.right > other.left + 0.5 &&
            other.right > box.left + 0.5 &&
            box.bottom > other.top + 0.5 &&
            other.bottom > box.top + 0.5,
        )
        .map((other) => [box.toJSON(), other.toJSON()]),
    );
    await expect(overlapping).toEqual([]);
  },
};

/** In English on the motorbike site: numbers written the English way. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: keyFiguresBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('325,000')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent(
      'over 5,000 km covered by the winner',
    );
  },
};

/** On the dark tone. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: keyFiguresBlocks.dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Three figures alone, on the green tone with the RSE style. */
export const GreenWithoutTitle: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: keyFiguresBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The secondary style (ink accent) on the light tone. */
export const Secondary: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: { blocks: keyFiguresBlocks.secondary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('48,500')).toBeVisible();
  },
};
