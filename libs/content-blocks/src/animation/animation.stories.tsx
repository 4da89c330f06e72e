import type { AnimationData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Animation } from './animation.js';
import { raceInOneLapEn, raceInOneLapFr } from './animation.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { animation: defineBlock<AnimationData>(Animation) };

const meta = {
  title: 'content-blocks/Animation',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="step"] h3, [aria-current="step"] h2')?.textContent;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** It plays at once (no reduced motion here); the pause button holds it on its moment. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('animation', { ...raceInOneLapFr, duration: 2000 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Moments clés' })).toBeVisible();
    await waitFor(() => expect(current(canvasElement)).toBe('Le coucher du soleil'), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre l’animation en pause' }));
    await pause(2500);
    await expect(current(canvasElement)).toBe('Le coucher du soleil');
    await userEvent.click(canvas.getByRole('button', { name: 'Lancer l’animation' }));
    await waitFor(() => expect(current(canvasElement)).toBe('Minuit, phares allumés'), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre l’animation en pause' }));
  },
};

/** On a phone, dark tone: the drawing above, every caption below it. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('animation', raceInOneLapEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Key moments' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const drawing = canvasElement.querySelector('svg[aria-hidden="true"]');
    await expect(drawing?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      list.getBoundingClientRect().top,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the animation' }));
    await expect(canvas.getByRole('button', { name: 'Play the animation' })).toBeVisible();
  },
};

/** Once through on the green tone, no loop: it ends on its last moment, ready to replay. */
export const GreenOnce: Story = {
  globals: { locale: 'fr', universe: 'karting' },
  args: {
    blocks: [
      aBlock(
        'animation',
        {
          ...raceInOneLapFr,
          title: undefined,
          moments: raceInOneLapFr.moments.slice(4),
          duration: 2000,
          loop: false,
        },
        { tone: 'green' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const replay = await canvas.findByRole(
      'button',
      { name: 'Rejouer l’animation' },
      { timeout: 5000 },
    );
    await expect(current(canvasElement)).toBe('Le drapeau à damier');
    await userEvent.click(replay);
    await expect(current(canvasElement)).toBe('Le lever du jour');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre l’animation en pause' }));
  },
};
