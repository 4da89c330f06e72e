import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { SharedContent } from './shared-content.js';
import type { SharedContentData } from '@paddock/api-clients/blocks';
import {
  alternatingFr,
  boardFr,
  contactEn,
  historyEn,
  historySliderEn,
  historySliderFr,
  perksEn,
  richListFr,
} from './shared-content.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'shared-content': defineBlock<SharedContentData>(SharedContent) };

const meta = {
  title: 'content-blocks/SharedContent',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's history slider: dated cards, previous and next. */
export const HistorySliderFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [historySliderFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Un siècle de légende' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // The buttons show once the list is laid out and found wider than its box; they stay hidden when
    // all the cards fit.
    const next = canvas.getByRole('button', { name: 'Dates suivantes', hidden: true });
    await waitFor(() =>
      expect(next.closest('[hidden]') === null || list.scrollWidth <= list.clientWidth + 1).toBe(
        true,
      ),
    );
    if (!next.closest('[hidden]')) {
      await userEvent.click(next);
      await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Dates précédentes' })).toBeEnabled(),
      );
    }
  },
};

export const HistorySliderEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [historySliderEn] },
};

export const HistoryEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [historyEn] },
  play: async ({ canvasElement }) => {
    const timeline = within(canvasElement).getByRole('list', { name: 'A century of legend' });
    await expect(timeline.tagName).toBe('OL');
  },
};

export const AlternatingFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [alternatingFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Visiter le musée' })).toBeVisible();
  },
};

export const ContactEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [contactEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'tickets@lemans.example' })).toHaveAttribute(
      'href',
      'mailto:tickets@lemans.example',
    );
  },
};

export const RichListFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [richListFr] },
};

export const PerksEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [perksEn] },
};

export const BoardFrench: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [boardFr] },
};
