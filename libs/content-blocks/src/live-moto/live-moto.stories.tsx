import type { LiveMotoData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LiveMoto } from './live-moto.js';
import {
  liveMotoEn,
  liveMotoFr,
  motoTimingEn,
  motoTimingFinished,
  motoTimingFr,
} from './live-moto.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'live-moto': defineBlock<LiveMotoData>(LiveMoto) };

const meta = {
  title: 'content-blocks/LiveMoto',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The motorbike race under a full course yellow, filtered to the Superstock bikes. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [aBlock('live-moto', liveMotoFr)] },
  decorators: [withLiveContent({ timing: motoTimingFr }, 'moto')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getByText('Neutralisation (FCY)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Superstock' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader')).toHaveLength(3);
  },
};

/** In English on the dark tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('live-moto', liveMotoEn, { tone: 'dark' })] },
  decorators: [withLiveContent({ timing: motoTimingEn }, 'moto')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByRole('columnheader', { name: 'Team and riders' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Race centre (opens in a new tab)' }),
    ).toBeVisible();
  },
};

/** After the chequered flag, on the green tone: no time left, no updates to pause. */
export const Finished: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('live-moto', liveMotoEn, { tone: 'green' })] },
  decorators: [withLiveContent({ timing: motoTimingFinished }, 'moto')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chequered flag')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause live updates' })).toBeNull();
  },
};

/** Before the answer. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'moto' },
  args: { blocks: [aBlock('live-moto', liveMotoFr, { tone: 'dark' })] },
  decorators: [withLiveContent({ pending: true }, 'moto')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};
