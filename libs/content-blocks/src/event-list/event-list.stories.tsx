import type { EventListData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { EventList } from './event-list.js';
import { seasonEn, seasonFr } from './event-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'event-list': defineBlock<EventListData>(EventList) };

const meta = {
  title: 'content-blocks/EventList',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The season by month; picking a category keeps its events only, and says how many. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('event-list', seasonFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(7);
    await userEvent.click(canvas.getByRole('radio', { name: 'Karting' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 événement');
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      '24 Heures Karting',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

/** On the dark tone: the meetings already run are marked and have no tickets link. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('event-list', seasonEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Past event')).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Tickets' })).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'Le Mans Classic (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** On the green tone, secondary style: the filter answers the arrow keys. */
export const GreenTone: Story = {
  globals: { locale: 'fr', universe: 'karting' },
  args: { blocks: [aBlock('event-list', seasonFr, { tone: 'green', style: 'secondary' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('radio', { name: 'Tous les événements' });
    await userEvent.click(all);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Moto' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 événements');
  },
};

/** One category and no title: no filter, months are the headings of level 2. */
export const OneCategory: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: {
    blocks: [
      aBlock(
        'event-list',
        { events: seasonEn.events.filter((event) => event.category === 'Auto') },
        { tone: 'light', style: 'rse' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Test Day',
      '24 Hours of Le Mans',
    ]);
  },
};
