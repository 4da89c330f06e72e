import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { EventCardSlider } from './event-card-slider.js';
import type { EventCardSliderData } from '@paddock/api-clients/blocks';
import { eventCardSliderEn, eventCardSliderFr } from './event-card-slider.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'event-card-slider': defineBlock<EventCardSliderData>(EventCardSlider) };

const meta = {
  title: 'content-blocks/EventCardSlider',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's sister sites: next and previous scroll the list, at either end a button is off. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [eventCardSliderFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Toute l’année au circuit' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // The buttons show once the list is laid out and found wider than its box.
    const previous = await canvas.findByRole('button', { name: 'Événements précédents' });
    const next = canvas.getByRole('button', { name: 'Événements suivants' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  },
};

/** On the dark tone; the list scrolls with the keyboard too. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [eventCardSliderEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'All year round at the circuit' });
    // The list is a tab stop of its own, so the arrows scroll it.
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.click(await canvas.findByRole('button', { name: 'Next events' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(canvas.getByRole('link', { name: /^Discover — Le Mans Classic/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
