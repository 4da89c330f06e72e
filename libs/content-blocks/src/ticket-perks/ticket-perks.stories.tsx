import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TicketPerksData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketPerks } from './ticket-perks.js';
import { weekPerksEn, weekPerksFr, whyBookEn, whyBookFr } from './ticket-perks.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/TicketPerks',
  component: BlockList,
  ...blockStories({ 'ticket-perks': defineBlock<TicketPerksData>(TicketPerks) }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The race-week ticket: six perks, the note comparing it with the weekend ticket, the call to book. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('ticket-perks', weekPerksFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByText('Bon à savoir')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Réserver mon billet' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('ticket-perks', weekPerksEn, { style: 'secondary' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'What your race-week ticket includes' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pit walk' })).toBeVisible();
  },
};

/** The ticketing home's reasons to book, on the dark tone, without note or call to action. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('ticket-perks', whyBookFr, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** On the green tone, the RSE style, in English on a phone. */
export const GreenOnMobile: Story = {
  globals: { locale: 'en', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: {
    blocks: [
      aBlock(
        'ticket-perks',
        { ...whyBookEn, note: 'Member prices need a valid ACO membership.' },
        { tone: 'green', style: 'rse' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Member prices need a valid ACO membership.')).toBeVisible();
  },
};
