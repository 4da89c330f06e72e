import type { SeminarMapData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarMap } from './seminar-map.js';
import { seminarVenuesEn, seminarVenuesFr } from './seminar-map.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'seminar-map': defineBlock<SeminarMapData>(SeminarMap) };

const meta = {
  title: 'content-blocks/SeminarMap',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first venue shown; then the museum's auditorium picked on the plan. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('seminar-map', seminarVenuesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = () => canvas.getByRole('article');
    await expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Salon panoramique',
    );
    const marker = canvasElement.querySelector('button[title="Auditorium du musée"]');
    await userEvent.click(marker as HTMLElement);
    await expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Auditorium du musée',
    );
    await expect(canvas.getByRole('button', { name: /^Auditorium du musée/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Through the list with the keyboard, in English on the motorbike site. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('seminar-map', seminarVenuesEn)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Panoramic lounge/ }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /^Village marquee/ })).toHaveFocus();
    await expect(within(canvas.getByRole('article')).getByRole('heading')).toHaveTextContent(
      'Village marquee',
    );
  },
};

/** On the dark tone. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('seminar-map', seminarVenuesFr, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Loge de la tribune T12/ }));
    await expect(canvas.getByRole('article')).toHaveTextContent('Balcon');
  },
};

/** On the green tone. */
export const Green: Story = {
  globals: { locale: 'en', universe: 'classic' },
  args: { blocks: [aBlock('seminar-map', seminarVenuesEn, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Museum auditorium/ }));
    await expect(canvas.getByRole('link', { name: 'Visit the museum' })).toBeVisible();
  },
};
