import type { LiveAutoData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LiveAuto } from './live-auto.js';
import {
  carTimingEn,
  carTimingFr,
  carTimingScheduled,
  carTimingUnderSafetyCar,
  liveAutoEn,
  liveAutoFr,
  liveAutoTopFive,
} from './live-auto.fixtures.js';
import { withLiveContent } from '../kit/fixtures/with-live-content.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'live-auto': defineBlock<LiveAutoData>(LiveAuto) };

const meta = {
  title: 'content-blocks/LiveAuto',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** The car race twelve hours in: session, flag, every class, filtered to the LMP2s. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', liveAutoFr)] },
  decorators: [withLiveContent({ timing: carTimingFr })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(rows(canvasElement)).toHaveLength(12);
    await expect(canvas.getByText('Drapeau vert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'LMP2' }));
    await expect(canvas.getByRole('button', { name: 'LMP2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspendre les mises à jour' }));
    await expect(canvas.getByRole('button', { name: 'Reprendre les mises à jour' })).toBeVisible();
  },
};

/**
 * As the site serves it: the classification the site server attached is in the HTML from the first
 * paint, then the browser's answer (a safety car since) replaces it in place.
 */
export const FrenchWithTheTimingOfTheServer: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', { ...liveAutoFr, timing: carTimingFr })] },
  decorators: [withLiveContent({ timing: carTimingUnderSafetyCar })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByText('Voiture de sécurité')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};

/** In English, on the dark tone: a car in the pits, one retired. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('live-auto', liveAutoEn, { tone: 'dark' })] },
  decorators: [withLiveContent({ timing: carTimingEn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByText('In the pits')).toBeInTheDocument();
    await expect(canvas.getByText('Retired')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Full timing (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The home's short board on the green tone: the top five Hypercars, no filter. */
export const TopFive: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', liveAutoTopFive, { tone: 'green' })] },
  decorators: [withLiveContent({ timing: carTimingFr })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/** Before the answer: placeholders the size of the board, busy for assistive technology. */
export const Loading: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', liveAutoFr)] },
  decorators: [withLiveContent({ pending: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement du chronométrage en direct…',
    );
  },
};

/** No session running yet. */
export const NoSession: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', liveAutoEn)] },
  decorators: [withLiveContent({ timing: carTimingScheduled })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No session running right now.')).toBeVisible();
    await expect(canvas.getByText('Upcoming')).toBeVisible();
  },
};

/** The service fails: the block says so and tries again on demand (the second time it answers). */
export const ServiceDown: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('live-auto', liveAutoFr, { tone: 'dark' })] },
  decorators: [withLiveContent({ timing: { sequence: [null, carTimingFr] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Le chronométrage en direct est indisponible pour le moment.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};
