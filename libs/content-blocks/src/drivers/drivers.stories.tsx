import type { DriversData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Drivers } from './drivers.js';
import { crewEn, driversEn, driversFr } from './drivers.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { drivers: defineBlock<DriversData>(Drivers) };

const meta = {
  title: 'content-blocks/Drivers',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the cards slide: next and previous scroll them; a category keeps its drivers only. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('drivers', driversFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Les pilotes engagés' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('radio', { name: 'LMP2' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 pilotes');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Jonas Lindqvist',
      'Amélie Roussel',
    ]);
    const previous = canvas.getByRole('button', { name: 'Pilotes précédents' });
    const next = canvas.getByRole('button', { name: 'Pilotes suivants' });
    await expect(previous).toBeDisabled();
    // Sliding, the list is a tab stop of its own: the arrow keys scroll it.
    await expect(list).toHaveAttribute('tabindex', '0');
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
    // Another category starts again at its first driver.
    await userEvent.click(canvas.getByRole('radio', { name: 'Tous les pilotes' }));
    await waitFor(() => expect(list.scrollLeft).toBeLessThanOrEqual(1));
    await expect(canvas.getByRole('button', { name: 'Pilotes précédents' })).toBeDisabled();
  },
};

/** On the dark tone, on desktop: the cards wrap, nothing to slide; countries are said in English. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('drivers', driversEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Portugal')).toHaveClass('pdk-visually-hidden');
    await expect(canvas.getByRole('link', { name: 'Théo Marchand' })).toHaveAttribute(
      'href',
      '/en/drivers/theo-marchand',
    );
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Next drivers' })).not.toBeInTheDocument(),
    );
    // A tab stop all the same: its cards may hold no link to reach it by.
    await expect(canvas.getByRole('list', { name: 'The drivers' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** On the green tone, a team's crew: one category, so no filter. */
export const GreenCrew: Story = {
  globals: { locale: 'en', universe: 'karting' },
  args: { blocks: [aBlock('drivers', crewEn, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getByText('Belgium')).toBeInTheDocument();
  },
};
